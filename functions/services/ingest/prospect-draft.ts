import type { NewProspect, SignalKind } from "#db/schema/prospects";
import { classifyIndustry, clip, detectPainPoints, fnv1a, isRemote, normalizeCompany } from "./text";

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
  tags?: string;
  painPoints?: string[];
  dedupeKey?: string;
};

export type Parsed = { ok: true; prospect: NewProspect } | { ok: false; reason: string };

const insightFor = (d: Draft, now: number) => {
  const out: string[] = [];
  const ageDays = (now - d.signalDate.getTime()) / 86_400_000;
  if (d.signalKind === "funding") out.push("Recently funded");
  if (d.signalKind === "hiring") out.push("Actively hiring");
  if (d.signalKind === "launch") out.push("Just launched");
  if (d.signalKind === "pain_point") out.push("Asking for help");
  if (d.remote) out.push("Remote-friendly");
  if (d.companySize === "1-10" || d.companySize === "11-50") out.push("Small team");
  if (d.email) out.push("Direct contact available");
  if (ageDays <= 14) out.push("Fresh signal");
  return out.slice(0, 4);
};

/**
 * Fills what the connector left out (industry, pain points, remote, insights),
 * and derives the dedupe key and the content hash. The dedupe key is the
 * source's own id when it has one, so the same post from two runs is one row.
 */
export function finalize(d: Draft, now = Date.now()): Parsed {
  const company = d.company.trim();
  if (!company) return { ok: false, reason: "no company name" };
  if (Number.isNaN(d.signalDate.getTime())) return { ok: false, reason: "invalid signal date" };
  const text = `${company} ${d.role ?? ""} ${d.signalText} ${d.bio ?? ""} ${d.tags ?? ""}`;
  const remote = d.remote ?? isRemote(`${d.location ?? ""} ${d.signalText}`);
  const full: Draft = { ...d, remote };
  const prospect: NewProspect = {
    dedupeKey: d.dedupeKey ?? (d.sourceId ? `${d.source}:${d.sourceId}` : `company:${normalizeCompany(company)}`),
    name: clip(d.name?.trim() ?? "", 120),
    company: clip(company, 200),
    role: clip(d.role?.trim() ?? "", 200),
    location: clip(d.location?.trim() ?? "", 200),
    remote,
    bio: clip(d.bio?.trim() ?? "", 2000),
    industry: d.industry?.trim() || classifyIndustry(text),
    companySize: d.companySize ?? "",
    stage: d.stage ?? "",
    website: d.website ?? "",
    linkedin: d.linkedin ?? "",
    email: d.email ?? "",
    phone: d.phone ?? "",
    source: d.source,
    sourceId: d.sourceId,
    sourceUrl: d.sourceUrl ?? "",
    signalKind: d.signalKind,
    signalText: clip(d.signalText.trim(), 1200),
    signalDate: d.signalDate,
    painPoints: d.painPoints?.length ? d.painPoints.slice(0, 5) : detectPainPoints(text),
    insights: insightFor(full, now),
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
      prospect.signalDate?.getTime(),
      prospect.tags,
      prospect.sourceUrl,
    ]),
  );
  return { ok: true, prospect };
}
