import { builtinSubject, writeBuiltin } from "./builtin";
import { DEFAULT_TIMEOUT_MS } from "./config";
import { greetingFor } from "./greeting";
import { parseModelDraft } from "./parse";
import { pitchMessages } from "./prompt";
import { type FailureReason, runOpenAi, runWorkersAi, WriterError } from "./remote";
import type { GeneratedPitch, PitchConfig, PitchInput, PitchProblem } from "./types";
import { recordContext, verifyWith } from "./verify";

const FROM_BUILTIN = "so this draft comes from the built-in writer.";

const notices: Record<FailureReason | PitchProblem["kind"], string> = {
  timeout: `The AI writer did not answer in time, ${FROM_BUILTIN}`,
  failed: `The AI writer could not be reached, ${FROM_BUILTIN}`,
  unparseable: `The AI writer's answer could not be read, ${FROM_BUILTIN}`,
  unconfigured: `The AI writer is not set up, ${FROM_BUILTIN}`,
  unsupported_claim: `The AI writer's draft said something the prospect's record does not support, ${FROM_BUILTIN}`,
  placeholder: `The AI writer's draft left a placeholder unfilled, ${FROM_BUILTIN}`,
  no_signal_detail: `The AI writer's draft did not use any detail of the prospect's post, ${FROM_BUILTIN}`,
  empty: `The AI writer's answer could not be read, ${FROM_BUILTIN}`,
};

const greetingLine = /^\s*(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening))\b[^\n]{0,60}$/i;

/** Puts the record's own greeting in place of the model's, so a username or an invented name never opens a pitch. */
function withOurGreeting(body: string, greeting: string) {
  const lines = body.trim().split("\n");
  const first = lines[0] ?? "";
  if (greetingLine.test(first) || /^[\p{L}' -]{2,40},$/u.test(first.trim())) lines[0] = greeting;
  else lines.unshift(greeting, "");
  return lines.join("\n");
}

/**
 * The port the routes call: writes a pitch with the configured driver and
 * checks it with the verifier. A remote driver that fails, times out, answers
 * something unreadable or writes a draft the verifier rejects gives way to the
 * built-in writer, with `fellBack` and a notice saying why.
 */
export async function generatePitch(config: PitchConfig, input: PitchInput): Promise<GeneratedPitch> {
  const ctx = recordContext(input.prospect, input.sender);
  const builtin = (reason: keyof typeof notices | null): GeneratedPitch => {
    const draft = writeBuiltin(input, ctx);
    return { ...draft, driver: "builtin", fellBack: reason !== null, notice: reason ? notices[reason] : null };
  };
  if (config.driver === "builtin") return builtin(null);

  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const messages = pitchMessages(input);
  try {
    const raw =
      config.driver === "workers-ai"
        ? await runWorkersAi(config, messages, timeoutMs)
        : await runOpenAi(config, messages, timeoutMs);
    const draft = parseModelDraft(raw);
    if (!draft) return fellBack(config, "unparseable", "the answer held no subject or body", builtin);
    const subject = draft.subject || builtinSubject(input, ctx);
    const body = withOurGreeting(draft.body, greetingFor(input.prospect, input.tone));
    const verification = verifyWith(subject, body, ctx);
    if (!verification.ok) {
      const problem = verification.problems[0]!;
      return fellBack(config, problem.kind, problem.message, builtin);
    }
    return { subject, body, driver: config.driver, fellBack: false, notice: null, verification };
  } catch (e) {
    const reason = e instanceof WriterError ? e.reason : "failed";
    return fellBack(config, reason, e instanceof Error ? e.message : String(e), builtin);
  }
}

function fellBack(
  config: PitchConfig,
  reason: keyof typeof notices,
  detail: string,
  builtin: (reason: keyof typeof notices) => GeneratedPitch,
) {
  // Operators see why in the Worker's logs; the user sees the notice.
  console.warn(`pitch writer ${config.driver} fell back (${reason}): ${detail}`);
  return builtin(reason);
}
