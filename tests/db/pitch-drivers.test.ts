import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pitchConfigFrom } from "#functions/services/pitches/config";
import { generatePitch } from "#functions/services/pitches/generate";
import { parseModelDraft } from "#functions/services/pitches/parse";
import type { PitchProspect, PitchSender } from "#functions/services/pitches/types";
import raw from "../fixtures/pitch-prospects.json";

const records = raw.map((r) => ({ ...r, signalDate: new Date(r.signalDate) }) as PitchProspect);
const prospect = records.find((r) => r.company === "Brindlewood Labs")!;
const sender: PitchSender = {
  name: "Sam Rivers",
  niche: "frontend development",
  experience: "Expert (5+ years)",
  skills: ["React", "TypeScript"],
  portfolioUrl: "https://samrivers.example",
  pitchTemplate: "",
};
const input = { prospect, sender, tone: "professional" as const };

const goodBody = [
  "Hi there,",
  "",
  "I saw your hiring post on Hacker News: you want a senior frontend engineer to own your React and TypeScript booking flow and the design system behind it.",
  "I have built booking flows in React for five years and could take that on as a contractor.",
  "",
  "Would you be open to a short call next week?",
  "",
  "Best,",
  "Sam Rivers",
].join("\n");
const good = JSON.stringify({ subject: "Your React booking flow", body: goodBody });
const invented = JSON.stringify({
  subject: "Congrats on the Series B",
  body: goodBody.replace("I have built", "Congrats on raising your $40M Series B last month! I have built"),
});

const BUILTIN_NOTE = "so this draft comes from the built-in writer.";

// A local stand-in for an OpenAI-compatible server, answering in the real /v1/chat/completions wire format.
type Mode = { kind: "answer"; content: string } | { kind: "status"; status: number } | { kind: "hang" };
let mode: Mode = { kind: "answer", content: good };
const requests: { url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
let server: Server;
let baseUrl = "";

function completion(content: string) {
  return {
    id: "chatcmpl-test-1",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 420, completion_tokens: 120, total_tokens: 540 },
  };
}

function handle(req: IncomingMessage, res: ServerResponse) {
  let text = "";
  req.on("data", (chunk) => {
    text += chunk;
  });
  req.on("end", () => {
    requests.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(text || "{}") });
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    if (mode.kind === "hang") return; // never answers
    if (mode.kind === "status") {
      res.writeHead(mode.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(completion(mode.content)));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const openai = (timeout = "3000") =>
  pitchConfigFrom({
    PITCH_DRIVER: "openai",
    OPENAI_BASE_URL: baseUrl,
    OPENAI_API_KEY: "sk-test-123",
    OPENAI_MODEL: "test-model",
    PITCH_TIMEOUT_MS: timeout,
  });

describe("the OpenAI-compatible driver", () => {
  it("uses a grounded answer, and sends the bearer key, the model and the record's facts", async () => {
    mode = { kind: "answer", content: good };
    const out = await generatePitch(openai(), input);
    expect(out.driver).toBe("openai");
    expect(out.fellBack).toBe(false);
    expect(out.notice).toBeNull();
    expect(out.subject).toBe("Your React booking flow");
    // The record's own greeting line replaces whatever the model wrote.
    expect(out.body).toBe(goodBody.replace("Hi there,", "Hello,"));
    expect(out.verification.ok).toBe(true);
    expect(out.verification.claims.some((c) => prospect.signalText.includes(c.source))).toBe(true);

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.url).toBe("/v1/chat/completions");
    expect(req!.headers.authorization).toBe("Bearer sk-test-123");
    expect(req!.headers["content-type"]).toMatch(/application\/json/);
    expect(req!.body.model).toBe("test-model");
    expect(typeof req!.body.temperature).toBe("number");
    const messages = req!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toMatch(/invent/i);
    expect(messages[0]!.content).toMatch(/JSON/);
    expect(messages[1]!.content).toContain("React and TypeScript booking flow");
    // Only facts from the record: the handle is never offered as a name, derived labels are not passed.
    expect(messages.map((m) => m.content).join("\n")).not.toMatch(/deeplify_todora|Short on engineering capacity/);
  });

  it("falls back when the answer invents a fact", async () => {
    mode = { kind: "answer", content: invented };
    const out = await generatePitch(openai(), input);
    expect(out.driver).toBe("builtin");
    expect(out.fellBack).toBe(true);
    expect(out.notice).toContain("does not support");
    expect(out.notice).toContain(BUILTIN_NOTE);
    expect(out.body).not.toMatch(/Series B/);
    expect(out.verification.ok).toBe(true);
  });

  it("falls back with a notice when the server does not answer within the timeout", async () => {
    mode = { kind: "hang" };
    const started = Date.now();
    const out = await generatePitch(openai("300"), input);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(out.driver).toBe("builtin");
    expect(out.fellBack).toBe(true);
    expect(out.notice).toBe(`The AI writer did not answer in time, ${BUILTIN_NOTE}`);
    expect(out.verification.ok).toBe(true);
  });

  it("falls back on a 500", async () => {
    mode = { kind: "status", status: 500 };
    const out = await generatePitch(openai(), input);
    expect(out).toMatchObject({ driver: "builtin", fellBack: true });
    expect(out.notice).toBe(`The AI writer could not be reached, ${BUILTIN_NOTE}`);
  });

  it("falls back on an unreadable answer or a placeholder, and when nothing listens", async () => {
    mode = { kind: "answer", content: '{"subject": "Hi", "body": ' };
    expect((await generatePitch(openai(), input)).notice).toBe(
      `The AI writer's answer could not be read, ${BUILTIN_NOTE}`,
    );
    mode = { kind: "answer", content: JSON.stringify({ subject: "Hi", body: `${goodBody}\n[Your Portfolio Link]` }) };
    expect((await generatePitch(openai(), input)).notice).toContain("placeholder");
    const closed = pitchConfigFrom({
      PITCH_DRIVER: "openai",
      OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
      OPENAI_MODEL: "m",
    });
    expect(await generatePitch(closed, input)).toMatchObject({ driver: "builtin", fellBack: true });
  });

  it("reads an answer in a code fence, or plain text with a Subject line", async () => {
    mode = { kind: "answer", content: `Here you go:\n\`\`\`json\n${good}\n\`\`\`` };
    expect(await generatePitch(openai(), input)).toMatchObject({
      driver: "openai",
      subject: "Your React booking flow",
    });
    mode = { kind: "answer", content: `Subject: About your booking flow\n\n${goodBody}` };
    const plain = await generatePitch(openai(), input);
    expect(plain).toMatchObject({ driver: "openai", subject: "About your booking flow" });
    expect(plain.body.startsWith("Hello,\n\nI saw your hiring post")).toBe(true);
  });
});

describe("the Workers AI driver", () => {
  const standIn = (answer: (model: string, input: unknown) => Promise<unknown>) => {
    const calls: { model: string; input: unknown }[] = [];
    return {
      calls,
      ai: {
        run: (model: string, input: unknown) => {
          calls.push({ model, input });
          return answer(model, input);
        },
      },
    };
  };

  it("uses a grounded answer from the binding, with the configured model and chat messages", async () => {
    const { ai, calls } = standIn(async () => ({ response: good }));
    const out = await generatePitch(pitchConfigFrom({ PITCH_DRIVER: "workers-ai", AI: ai }), input);
    expect(out).toMatchObject({
      driver: "workers-ai",
      fellBack: false,
      notice: null,
      subject: "Your React booking flow",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/meta/llama-3.1-8b-instruct");
    const messages = (calls[0]!.input as { messages: { role: string }[] }).messages;
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("falls back when the binding throws, hangs or invents", async () => {
    const throwing = standIn(async () => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    const thrown = await generatePitch(pitchConfigFrom({ PITCH_DRIVER: "workers-ai", AI: throwing.ai }), input);
    expect(thrown).toMatchObject({ driver: "builtin", fellBack: true });
    expect(thrown.notice).toBe(`The AI writer could not be reached, ${BUILTIN_NOTE}`);
    expect(thrown.verification.ok).toBe(true);

    const hanging = standIn(() => new Promise(() => {}));
    const slow = await generatePitch(
      pitchConfigFrom({ PITCH_DRIVER: "workers-ai", AI: hanging.ai, PITCH_TIMEOUT_MS: "200" }),
      input,
    );
    expect(slow.notice).toBe(`The AI writer did not answer in time, ${BUILTIN_NOTE}`);

    const inventing = standIn(async () => ({ response: invented }));
    const made = await generatePitch(pitchConfigFrom({ PITCH_DRIVER: "workers-ai", AI: inventing.ai }), input);
    expect(made).toMatchObject({ driver: "builtin", fellBack: true });
  });

  it("falls back, saying so, when the driver has no binding", async () => {
    const out = await generatePitch({ driver: "workers-ai" }, input);
    expect(out).toMatchObject({ driver: "builtin", fellBack: true });
    expect(out.notice).toBe(`The AI writer is not set up, ${BUILTIN_NOTE}`);
  });
});

describe("parseModelDraft", () => {
  it("reads JSON, fenced JSON, an already-parsed object and plain text", () => {
    expect(parseModelDraft('{"subject":"S","body":"B"}')).toEqual({ subject: "S", body: "B" });
    expect(parseModelDraft('```\n{"subject":"S","body":"Line 1\\nLine 2"}\n```')).toEqual({
      subject: "S",
      body: "Line 1\nLine 2",
    });
    expect(parseModelDraft({ subject: "S", body: "B" })).toEqual({ subject: "S", body: "B" });
    expect(parseModelDraft("Hello,\n\nA plain letter.")).toEqual({ subject: "", body: "Hello,\n\nA plain letter." });
    expect(parseModelDraft('{"subject": "S"')).toBeNull();
    expect(parseModelDraft("")).toBeNull();
    expect(parseModelDraft(42)).toBeNull();
  });
});
