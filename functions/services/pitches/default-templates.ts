import { firstNameOf } from "./greeting";
import type { PitchProspect, ToneTemplate } from "./types";

/**
 * The built-in writer's wording for each tone. Staff can edit copies of these
 * in the pitch_templates table (the migration seeds it from these strings).
 *
 * Slots, all filled by the writer from the record and the sender's profile:
 *   {greeting}       'Hello Maria,' with a real first name, else a neutral greeting
 *   {company}        the company's name
 *   {topic}          what the pitch is about: 'your Senior Frontend Engineer opening', 'your launch on Product Hunt'
 *   {signal_detail}  one sentence quoting the most specific sentence of the prospect's signal
 *   {bridge}         one sentence linking that signal to freelance help (no claim about the prospect)
 *   {offer}          who the sender is and what they do (their own pitch template, when they set one)
 *   {ask}            the call to action
 *   {portfolio}      a link to the sender's work, or nothing
 *   {sign_off}       closing and the sender's name
 *   {sender_name}    the sender's full name
 *   {source}         where the signal appeared ('Hacker News', 'Product Hunt', ...)
 * Any other {slot} is dropped. A template that leaves out {signal_detail}, or
 * whose own words claim something about the prospect, fails the verifier and
 * the default wording of that tone is used instead.
 */
export const defaultToneTemplates: ToneTemplate[] = [
  {
    tone: "professional",
    subject: "{company}: {topic}",
    body: "{greeting}\n\n{signal_detail} {bridge}\n\n{offer}\n\n{ask}\n\n{portfolio}\n\n{sign_off}",
  },
  {
    tone: "casual",
    subject: "Quick note about {topic}",
    body: "{greeting}\n\n{signal_detail} {bridge}\n\n{offer} {portfolio}\n\n{ask}\n\n{sign_off}",
  },
  {
    tone: "friendly",
    subject: "A friendly hello about {topic}",
    body: "{greeting}\n\nI hope all is well at {company}! {signal_detail}\n\n{bridge} {offer}\n\n{ask} {portfolio}\n\n{sign_off}",
  },
  {
    tone: "direct",
    subject: "Freelance help for {company}",
    body: "{greeting}\n\n{signal_detail} {bridge}\n\n{offer} {portfolio}\n\n{ask}\n\n{sign_off}",
  },
];

export const defaultTemplateFor = (tone: ToneTemplate["tone"]) =>
  defaultToneTemplates.find((t) => t.tone === tone) ?? defaultToneTemplates[0]!;

/**
 * The follow-up scheduled three days after a send: greets by first name only
 * when the record has a real one, names the company, and asks whether the
 * pitch was read. It states nothing else about the prospect.
 */
export function followUpMessage(prospect: PitchProspect, sender: { name: string }): string {
  const first = firstNameOf(prospect);
  const company = prospect.company.trim();
  const about = company ? ` about working with ${company}` : "";
  return [
    first ? `Hi ${first},` : "Hi there,",
    "",
    `I'm following up on the note I sent a few days ago${about}${/[.!?…]$/.test(about) ? "" : "."} Have you had a chance to review my proposal?`,
    "",
    "If the timing isn't right, no problem at all; a one-line reply either way would be much appreciated.",
    "",
    `Best,\n${sender.name.trim()}`.trim(),
  ].join("\n");
}
