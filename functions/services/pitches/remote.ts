import type { ChatMessage } from "./prompt";
import type { PitchConfig } from "./types";

export type FailureReason = "timeout" | "failed" | "unparseable" | "unconfigured";

/** Why a remote writer gave no usable answer. */
export class WriterError extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

/** Runs `work` with an abort signal, and rejects with a timeout once `ms` have passed, whatever `work` does. */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Reject before aborting, so the race settles as a timeout rather than an abort error.
      reject(new WriterError("timeout", `no answer within ${ms} ms`));
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } catch (e) {
    if (e instanceof WriterError) throw e;
    if (controller.signal.aborted) throw new WriterError("timeout", `no answer within ${ms} ms`);
    throw new WriterError("failed", e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
  }
}

const TEMPERATURE = 0.4;

/** Workers AI text generation through the binding: `{ response }` holds the text (or, in JSON mode, an object). */
export async function runWorkersAi(config: PitchConfig, messages: ChatMessage[], timeoutMs: number) {
  const ai = config.ai;
  if (!ai) throw new WriterError("unconfigured", "no Workers AI binding");
  const model = config.aiModel ?? "";
  const out = await withTimeout(timeoutMs, () =>
    ai.run(model, { messages, max_tokens: 700, temperature: TEMPERATURE }),
  );
  const response = (out as { response?: unknown } | null)?.response;
  if (response === undefined || response === null || response === "")
    throw new WriterError("unparseable", "Workers AI answered without a response");
  return response;
}

/** Any OpenAI-compatible `POST {base}/chat/completions`; the text is `choices[0].message.content`. */
export async function runOpenAi(config: PitchConfig, messages: ChatMessage[], timeoutMs: number) {
  const api = config.openai;
  if (!api) throw new WriterError("unconfigured", "no OpenAI-compatible endpoint");
  return withTimeout(timeoutMs, async (signal) => {
    const res = await fetch(`${api.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(api.apiKey ? { authorization: `Bearer ${api.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: api.model, messages, temperature: TEMPERATURE }),
      signal,
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new WriterError("failed", `HTTP ${res.status}`);
    }
    const json = (await res.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== "string" || !content.trim())
      throw new WriterError("unparseable", "no choices[0].message.content in the answer");
    return content;
  });
}
