import type { PitchProspect, Tone } from "./types";
import { containsWord } from "./words";

const honorific = /^(?:dr|mr|mrs|ms|mx|prof)\.?\s+/i;
// Words that make a "name" an inbox, a team or a business rather than a person.
const notAPerson = new Set(
  "admin anonymous agency ai app apps careers co company contact corp founder founders gmbh group hello help hiring hq hr inc info jobs labs llc ltd recruiter recruiting sales solutions studio studios support systems team tech technologies the unknown".split(
    " ",
  ),
);
// A capitalised given name, optionally double-barrelled (Mary-Jane, Jean-Luc).
const capitalised = /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)?$/u;
const lowerWord = /^\p{Ll}{2,}$/u;
// Sources whose `name` is the poster's username: a one-word name must also appear in the post.
const handleSources = new Set(["hackernews", "reddit"]);

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The prospect's real first name, or null when the record has none: usernames
 * (deeplify_todora, u/foo, jsmith99, a lone lower-case word), the company's own
 * name, inboxes and team names. A one-word name from a source that only gives
 * usernames counts only when the post itself uses it ("I'm Alex", "- Priya").
 */
export function firstNameOf(prospect: Pick<PitchProspect, "name" | "company" | "source" | "signalText" | "bio">) {
  const raw = prospect.name.trim().replace(honorific, "");
  if (!raw || /^(?:\/?u\/|@)/i.test(raw) || /[\d_@/\\|.:#+=<>()[\]{}]/.test(raw)) return null;
  const tokens = raw.split(/\s+/);
  if (tokens.length > 4) return null;
  const company = squash(prospect.company);
  const whole = squash(raw);
  if (company && (whole === company || whole.includes(company) || company.includes(whole))) return null;
  if (tokens.some((t) => notAPerson.has(t.toLowerCase()))) return null;

  const first = tokens[0]!;
  if (tokens.length === 1) {
    if (!capitalised.test(first)) return null;
    if (handleSources.has(prospect.source)) {
      if (!containsWord(prospect.signalText, first, true) && !containsWord(prospect.bio, first, true)) return null;
    }
    return first;
  }
  // Several words cannot be a username: "John Smith", or "maria lopez" typed in lower case.
  if (!tokens.every((t) => /^[\p{L}'’-]+$/u.test(t))) return null;
  if (capitalised.test(first)) return first;
  return lowerWord.test(first) ? first[0]!.toUpperCase() + first.slice(1) : null;
}

const named: Record<Tone, (first: string) => string> = {
  professional: (n) => `Hello ${n},`,
  casual: (n) => `Hey ${n},`,
  friendly: (n) => `Hi ${n},`,
  direct: (n) => `${n},`,
};
// Without a real name the greeting stays neutral; it never falls back to the company's name.
const neutral: Record<Tone, string> = {
  professional: "Hello,",
  casual: "Hey there,",
  friendly: "Hi there,",
  direct: "Hi,",
};

export function greetingFor(prospect: PitchProspect, tone: Tone) {
  const first = firstNameOf(prospect);
  return first ? named[tone](first) : neutral[tone];
}

/** The sender's first word, for the casual sign-off. */
export const senderFirstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";
