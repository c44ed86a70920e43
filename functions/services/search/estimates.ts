import type { SignalKind } from "#db/schema/prospects";

type Signalish = { signalKind: SignalKind; signalDate: Date; hasEmail: boolean; companySize: string; stage: string };

const DAY = 86_400_000;
export const ageDays = (d: Date, now: number) => Math.max(0, (now - d.getTime()) / DAY);

/** How each estimate is derived, shown beside the figures in the UI and documented in the API. */
export const estimateNotes = {
  matchScore:
    "0-100: how well the text matches your words (35), how many of the facets you asked for it meets, such as signal, kind of company, role, place, size, stage and contract terms (35), how close it is to your profile's skills, niche and pain points (20), and how recent the signal is (10). One result per company.",
  responseProb:
    "A rule of thumb, not a prediction from past replies: people asking for help answer most, then hiring teams, then launches, then funding news; a signal from the last week, a direct e-mail and a small team each add to it.",
  urgencyLevel:
    "High when someone is hiring or asking for help in the last 7 days; Medium within 30 days; Low after that.",
  budgetLikelihood:
    "Confirmed after a funding round in the last 90 days; Probable when hiring or past Series A; Likely for a recent launch; Possible otherwise.",
};

export function responseProb(p: Signalish, now: number) {
  const base = { pain_point: 32, hiring: 24, launch: 18, funding: 14 }[p.signalKind];
  const age = ageDays(p.signalDate, now);
  const fresh = age <= 7 ? 12 : age <= 30 ? 6 : 0;
  const contact = p.hasEmail ? 8 : 0;
  const small = p.companySize === "1-10" || p.companySize === "11-50" ? 4 : 0;
  return Math.min(60, base + fresh + contact + small);
}

export function urgencyLevel(p: Signalish, now: number): "High" | "Medium" | "Low" {
  const age = ageDays(p.signalDate, now);
  if (age <= 7 && (p.signalKind === "hiring" || p.signalKind === "pain_point")) return "High";
  return age <= 30 ? "Medium" : "Low";
}

export function budgetLikelihood(p: Signalish, now: number): "Possible" | "Likely" | "Probable" | "Confirmed" {
  const age = ageDays(p.signalDate, now);
  if (p.signalKind === "funding" && age <= 90) return "Confirmed";
  if (p.signalKind === "hiring" || /series [b-f]|growth|late/i.test(p.stage)) return "Probable";
  if (p.signalKind === "launch" && age <= 90) return "Likely";
  return "Possible";
}
