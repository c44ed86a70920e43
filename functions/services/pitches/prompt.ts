import { clip } from "../ingest/text";
import { greetingFor } from "./greeting";
import { sourceName, subredditOf } from "./record";
import type { PitchInput, Tone } from "./types";

export type ChatMessage = { role: "system" | "user"; content: string };

const toneGuide: Record<Tone, string> = {
  professional: "professional: courteous and complete, three short paragraphs, ask for a 15-minute call.",
  casual: "casual: relaxed and brief, contractions welcome, end with a light question about a quick chat.",
  friendly: "friendly: warm and encouraging, offer to share a few ideas with no strings attached.",
  direct: "direct: very short (under 80 words), get to the point, propose a specific time to talk.",
};

const kindLabel = {
  hiring: "they are hiring",
  launch: "they launched something",
  funding: "news about their funding",
  pain_point: "they asked for help",
} as const;

/**
 * The chat messages for a remote writer. The model gets only the record's own
 * words and the sender's profile, and is told to invent nothing; its draft is
 * still checked by the verifier, which is what actually enforces that.
 */
export function pitchMessages({ prospect: p, sender, tone }: PitchInput): ChatMessage[] {
  const where = [sourceName(p), subredditOf(p.sourceUrl)].filter(Boolean).join(", ") || "an imported record";
  const facts = [
    `Company: ${p.company}`,
    p.role ? `Role mentioned: ${p.role}` : "",
    p.location ? `Location: ${p.location}` : "",
    p.website ? `Website: ${p.website}` : "",
    `Where the signal was found: ${where} (${kindLabel[p.signalKind] ?? "a signal"})`,
    `Signal text, verbatim:\n"""\n${clip(p.signalText, 1500)}\n"""`,
    p.bio ? `About them, verbatim:\n"""\n${clip(p.bio, 600)}\n"""` : "",
  ].filter(Boolean);
  const me = [
    `Name: ${sender.name}`,
    sender.niche ? `Niche: ${sender.niche}` : "",
    sender.experience ? `Experience: ${sender.experience}` : "",
    sender.skills.length ? `Skills: ${sender.skills.join(", ")}` : "",
    sender.portfolioUrl ? `Portfolio: ${sender.portfolioUrl}` : "",
    sender.pitchTemplate.trim()
      ? `How the sender likes to describe their offer (reuse its substance, not any greeting or placeholders):\n"""\n${clip(sender.pitchTemplate.trim(), 1200)}\n"""`
      : "",
  ].filter(Boolean);
  const system = [
    "You write short cold e-mails from a freelancer to a prospect who showed a buying signal.",
    `Tone: ${toneGuide[tone]}`,
    "Rules:",
    "- State nothing about the prospect except what the facts below say. Do not invent funding amounts, dates, team sizes, customers, tools, names or achievements.",
    "- Mention one specific detail of the signal text, quoting it or reusing its words closely.",
    `- Start the body with exactly this greeting line: ${greetingFor(p, tone)}`,
    "- Never use placeholders such as {name} or [Company]; sign with the sender's name.",
    "- Under 160 words. Plain text, no markdown.",
    'Reply with only a JSON object: {"subject": "...", "body": "..."}.',
  ].join("\n");
  const user = `Facts about the prospect:\n${facts.join("\n")}\n\nThe sender:\n${me.join("\n")}\n\nWrite the e-mail.`;
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}
