import type { AiRunner, PitchConfig } from "./types";

export const DEFAULT_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";
export const DEFAULT_TIMEOUT_MS = 8000;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const isRunner = (v: unknown): v is AiRunner =>
  typeof v === "object" && v !== null && typeof (v as { run?: unknown }).run === "function";

/** A positive whole number of milliseconds, capped so a request never hangs on a typo. */
function timeoutFrom(v: unknown) {
  const n = Number(text(v) || Number.NaN);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 60_000) : DEFAULT_TIMEOUT_MS;
}

/**
 * The writer the Worker's vars and bindings ask for. A driver that is unknown
 * or lacks what it needs (no AI binding, no endpoint or model) is the built-in
 * one, so a half-finished setup still writes pitches.
 */
export function pitchConfigFrom(env: Record<string, unknown>): PitchConfig {
  const timeoutMs = timeoutFrom(env.PITCH_TIMEOUT_MS);
  const wanted = text(env.PITCH_DRIVER).toLowerCase();
  if (wanted === "workers-ai" && isRunner(env.AI)) {
    return { driver: "workers-ai", ai: env.AI, aiModel: text(env.PITCH_AI_MODEL) || DEFAULT_AI_MODEL, timeoutMs };
  }
  const baseUrl = text(env.OPENAI_BASE_URL).replace(/\/+$/, "");
  const model = text(env.OPENAI_MODEL);
  if (wanted === "openai" && /^https?:\/\/\S+$/i.test(baseUrl) && model) {
    // The key may be empty: a self-hosted endpoint often needs none.
    return { driver: "openai", openai: { baseUrl, apiKey: text(env.OPENAI_API_KEY), model }, timeoutMs };
  }
  return { driver: "builtin", timeoutMs };
}
