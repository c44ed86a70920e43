import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

/** Every JSON request body the API reads is at most this size (docs/security.md). */
export const MAX_JSON_BYTES = 1024 * 1024;

const tooLarge = () =>
  new ApiError(413, "payload_too_large", "The request is larger than 1 MB. Send less text at once.");

/** The body's text, refused with 413 as soon as more than the limit has arrived. */
async function readLimited(body: ReadableStream<Uint8Array>, max: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(all);
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Strings in NFC (so 'é' typed two ways is one value); a lone surrogate is refused. */
function normalise(value: unknown): unknown {
  if (typeof value === "string") {
    if (loneSurrogate.test(value))
      throw new ApiError(400, "validation_error", "Some text contains a broken character. Retype it and send again.");
    return value.normalize("NFC");
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[normalise(k) as string] = normalise(v);
    return out;
  }
  return value;
}

/** Hono keeps each body reading as a promise in `bodyCache` (its type says string). */
const cacheText = (cache: object, text: string) => Object.assign(cache, { text: Promise.resolve(text) });

const withBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Reads a JSON request body once, for every route: at most 1 MB (413 past it,
 * before the rest is read), valid UTF-8 and JSON, an object at the top level
 * (an array or a bare value is refused, never read as an empty object), and
 * every string normalised. The route's validator then reads the cached result.
 * Routes with raw bodies (uploads, signed webhooks) are skipped; they set their
 * own limits.
 */
export function jsonBody(rawBodyPaths: string[] = []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!withBody.has(c.req.method) || rawBodyPaths.includes(c.req.path)) return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return next();
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) throw tooLarge();
    const raw = c.req.raw.body;
    let text = "";
    try {
      text = raw ? await readLimited(raw, MAX_JSON_BYTES) : "";
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError(400, "invalid_json", "The request body is not valid UTF-8 text.");
    }
    if (!text.trim()) {
      // A bodiless DELETE (or an empty body) reads as an empty object for routes that take none.
      cacheText(c.req.bodyCache, "{}");
      return next();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
      throw new ApiError(400, "validation_error", "The request body must be a JSON object.");
    // Hono's json() parses the cached text, so the validator sees the normalised body.
    cacheText(c.req.bodyCache, JSON.stringify(normalise(parsed)));
    return next();
  });
}
