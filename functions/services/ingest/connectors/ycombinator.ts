import { finalize, type Parsed } from "../prospect-draft";
import { sizeBucket } from "../text";

/** A company in the yc-oss/api JSON shape. */
export type YcCompany = {
  id?: number;
  name?: string;
  slug?: string;
  website?: string;
  one_liner?: string;
  long_description?: string;
  all_locations?: string;
  regions?: string[];
  industry?: string;
  subindustry?: string;
  industries?: string[];
  tags?: string[];
  team_size?: number | null;
  isHiring?: boolean;
  batch?: string;
  status?: string;
  stage?: string;
  launched_at?: number;
  url?: string;
};

/**
 * A YC company is a prospect when it is active: hiring companies carry a hiring
 * signal, the others the funding signal of their YC batch.
 */
export function parseYCombinator(c: YcCompany, now = Date.now()): Parsed {
  if (!c?.name || !(c.slug || c.id)) return { ok: false, reason: "not a YC company (no name or slug)" };
  if (c.status && !/^(active|public)$/i.test(c.status)) return { ok: false, reason: `company status is ${c.status}` };
  const hiring = c.isHiring === true;
  const batch = c.batch ? ` (YC ${c.batch})` : "";
  return finalize(
    {
      source: "ycombinator",
      sourceId: c.slug ?? String(c.id),
      sourceUrl: c.url ?? "",
      company: c.name,
      signalKind: hiring ? "hiring" : "funding",
      signalText: hiring
        ? `${c.name}${batch} is hiring. ${c.one_liner ?? ""}`.trim()
        : `${c.name}${batch} is backed by Y Combinator. ${c.one_liner ?? ""}`.trim(),
      signalDate: new Date((c.launched_at ?? 0) * 1000),
      location: c.all_locations ?? "",
      remote: (c.regions ?? []).some((r) => /remote/i.test(r)),
      bio: c.long_description || c.one_liner || "",
      industry: c.industry ?? "",
      companySize: sizeBucket(c.team_size),
      stage: c.stage ?? "",
      website: c.website ?? "",
      tags: [...(c.industries ?? []), ...(c.tags ?? []), ...(c.regions ?? []), c.batch ?? ""].join(" "),
    },
    now,
  );
}
