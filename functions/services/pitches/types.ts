/** The pitch writer's port: what every driver takes and gives, and what the verifier reports. */

export type Tone = "professional" | "casual" | "friendly" | "direct";
export const tones: readonly Tone[] = ["professional", "casual", "friendly", "direct"];

export type SignalKind = "hiring" | "launch" | "funding" | "pain_point";

/** The prospect's record as the writer sees it: only these fields may back a claim. */
export type PitchProspect = {
  name: string;
  company: string;
  role: string;
  location: string;
  bio: string;
  industry: string;
  website: string;
  source: string;
  sourceUrl: string;
  signalKind: SignalKind;
  signalText: string;
  signalDate: Date;
  painPoints: string[];
};

/** The freelancer writing the pitch (their profile). */
export type PitchSender = {
  name: string;
  niche: string;
  experience: string;
  skills: string[];
  portfolioUrl: string;
  pitchTemplate: string;
};

/** Admin-editable wording of one tone, kept in the pitch_templates table. */
export type ToneTemplate = { tone: Tone; subject: string; body: string };

/** A sentence of the pitch about the prospect, and the sentence of the record it rests on. */
export type Claim = { sentence: string; source: string };

export type PitchProblem = {
  kind: "placeholder" | "unsupported_claim" | "no_signal_detail" | "empty";
  message: string;
  sentence?: string;
};

export type Verification = { ok: boolean; claims: Claim[]; problems: PitchProblem[] };

export type DriverName = "builtin" | "workers-ai" | "openai";

export type GeneratedPitch = {
  subject: string;
  body: string;
  driver: DriverName;
  fellBack: boolean;
  notice: string | null;
  verification: Verification;
};

/** A Workers AI binding, or anything with the same `run` (tests use a stand-in). */
export type AiRunner = { run(model: string, input: unknown): Promise<unknown> };

export type PitchConfig = {
  driver: DriverName;
  ai?: AiRunner;
  aiModel?: string;
  openai?: { baseUrl: string; apiKey: string; model: string };
  timeoutMs?: number;
};

export type PitchInput = {
  prospect: PitchProspect;
  sender: PitchSender;
  tone: Tone;
  template?: ToneTemplate | null;
  /** When the pitch is written (ms): a signal past its recent window is not written to as if it were new. */
  now?: number;
};
