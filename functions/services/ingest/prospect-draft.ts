import type { NewProspect, SignalKind } from "#db/schema/prospects";
import { safeHttpUrl } from "#db/validation/urls";
import {
  clip,
  detectPainPoints,
  extractBudget,
  extractStack,
  extractTimeline,
  fnv1a,
  industryOf,
  isRemote,
  normalizeCompany,
  sizeBucket,
  statedHeadCount,
} from "./text";

type Source = NewProspect["source"];

/** What a connector extracts from one record, before defaults and derived fields. */
export type Draft = {
  source: Source;
  sourceId: string;
  sourceUrl?: string;
  company: string;
  signalKind: SignalKind;
  signalText: string;
  signalDate: Date;
  name?: string;
  role?: string;
  location?: string;
  remote?: boolean;
  bio?: string;
  industry?: string;
  companySize?: string;
  stage?: string;
  website?: string;
  linkedin?: string;
  email?: string;
  phone?: string;
  contactHandle?: string;
  openState?: "open" | "closed" | "unknown";
  budget?: string;
  timeline?: string;
  techStack?: string;
  leadRule?: string;
  /** The signal date is when we saw it (not when it happened): kept out of the change hash. */
  observedDate?: boolean;
  tags?: string;
  painPoints?: string[];
  dedupeKey?: string;
};

export type Parsed = { ok: true; prospect: NewProspect } | { ok: false; reason: string };

/**
 * Facts that stay true as the post ages. Whether the signal is recent is decided
 * when it is read (functions/services/freshness.ts), never stored.
 */
const insightFor = (d: Draft) => {
  const out: string[] = [];
  if (d.remote) out.push("Remote-friendly");
  if (d.companySize === "1-10" || d.companySize === "11-50") out.push("Small team");
  if (d.email) out.push("Direct contact available");
  return out.slice(0, 4);
};

/**
 * The most of a signal's text kept: whole posts (the longest Hacker News post in the real data is
 * 4,422 characters). At 1,200, a third of those posts lost their later paragraphs, where a post
 * often lists its other openings ('Full-Stack WordPress Developer'), so no search could find them
 * (docs/performance.md, "Relevance, twentieth pass").
 */
const SIGNAL_TEXT_MAX = 5000;

/** A post that says it is no longer open: '[filled]', 'hired', 'position closed'. */
const closedMark =
  /\[(?:filled|closed|hired)\]|\b(?:position|role|job)\s+(?:has been\s+|is\s+)?(?:filled|closed)\b|^\s*(?:edit|update)\s*:?\s*(?:filled|hired|closed)\b/im;

/**
 * A post opened by its poster's later note that it is over: 'CLOSED - thanks for the great
 * applications folks!', '(CLOSED) Acme | ...', 'Edit: APPLICATIONS CLOSED - we are reviewing...'.
 * Matches the note only (a whole line when it is a sentence, the bracket when the header follows
 * it), so a connector can read the header after it; 'Closed-source' or 'Closed Loop | ...' is no note.
 */
export const closedNotice =
  /^\s*(?:(?:edit|update)\s*:?\s*)?(?:[[(]\s*(?:closed|filled)\s*[\])]\s*|(?:applications?\s+(?:are\s+)?(?:now\s+)?)?(?:closed|filled)(?=\s+[-–—]|\s*[:!.,\n]|\s*$)[^\n]*\n?)/i;

/**
 * Fills what the connector left out (industry, pain points, remote, insights),
 * and derives the dedupe key and the content hash. The dedupe key is the
 * source's own id when it has one, so the same post from two runs is one row.
 */
export function finalize(d: Draft, _now = Date.now()): Parsed {
  const company = d.company.trim();
  if (!company) return { ok: false, reason: "no company name" };
  if (Number.isNaN(d.signalDate.getTime())) return { ok: false, reason: "invalid signal date" };
  const text = `${company} ${d.role ?? ""} ${d.signalText} ${d.bio ?? ""} ${d.tags ?? ""}`;
  const remote = d.remote ?? isRemote(`${d.location ?? ""} ${d.signalText}`);
  const signalText = d.signalText.trim();
  const full: Draft = {
    ...d,
    remote,
    budget: d.budget ?? (d.signalKind === "hiring" || d.signalKind === "pain_point" ? extractBudget(signalText) : ""),
    // A job post often says how big the company is ('a 30-person team'); a launch's counts are its users.
    companySize: d.companySize || (d.signalKind === "hiring" ? sizeBucket(statedHeadCount(signalText)) : ""),
  };
  const prospect: NewProspect = {
    dedupeKey: d.dedupeKey ?? (d.sourceId ? `${d.source}:${d.sourceId}` : `company:${normalizeCompany(company)}`),
    name: clip(d.name?.trim() ?? "", 120),
    company: clip(company, 200),
    role: clip(d.role?.trim() ?? "", 200),
    location: clip(d.location?.trim() ?? "", 200),
    remote,
    bio: clip(d.bio?.trim() ?? "", 2000),
    industry: d.industry?.trim() || industryOf(company, signalText, text),
    companySize: full.companySize ?? "",
    stage: d.stage ?? "",
    website: safeHttpUrl(d.website),
    linkedin: safeHttpUrl(d.linkedin),
    email: d.email ?? "",
    phone: d.phone ?? "",
    source: d.source,
    sourceId: d.sourceId,
    sourceUrl: safeHttpUrl(d.sourceUrl),
    signalKind: d.signalKind,
    signalText: clip(d.signalText.trim(), SIGNAL_TEXT_MAX),
    signalDate: d.signalDate,
    openState: d.openState ?? (closedMark.test(signalText) || closedNotice.test(signalText) ? "closed" : "unknown"),
    contactHandle: clip(d.contactHandle?.trim() ?? "", 80),
    budget: clip(full.budget ?? "", 80),
    timeline: clip(
      d.timeline ?? (d.signalKind === "hiring" || d.signalKind === "pain_point" ? extractTimeline(signalText) : ""),
      80,
    ),
    techStack: clip(d.techStack ?? extractStack(`${d.role ?? ""}\n${signalText}`), 200),
    leadRule: clip(d.leadRule ?? "", 300),
    painPoints: d.painPoints?.length ? d.painPoints.slice(0, 5) : detectPainPoints(text),
    insights: insightFor(full),
    tags: clip(d.tags ?? "", 500),
    recentActivity: [],
    isDemo: false,
    firstSeenAt: d.signalDate,
    lastActiveAt: d.signalDate,
  };
  prospect.contentHash = fnv1a(
    JSON.stringify([
      prospect.name,
      prospect.company,
      prospect.role,
      prospect.location,
      prospect.bio,
      prospect.industry,
      prospect.companySize,
      prospect.stage,
      prospect.website,
      prospect.email,
      prospect.signalKind,
      prospect.signalText,
      d.observedDate ? 0 : prospect.signalDate?.getTime(),
      prospect.tags,
      prospect.sourceUrl,
      prospect.openState,
      prospect.contactHandle,
      prospect.budget,
      prospect.timeline,
      prospect.techStack,
      prospect.leadRule,
      prospect.phone,
      prospect.linkedin,
    ]),
  );
  return { ok: true, prospect };
}
