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

const seasonMonth: Record<string, number> = { winter: 0, spring: 3, summer: 5, fall: 8, w: 0, x: 3, s: 5, f: 8 };

/** The season of each letter posts shorten a YC batch with ('W26', 'X25'): spring has been both X and P. */
export const batchSeasons: Record<string, string> = { w: "winter", s: "summer", x: "spring", p: "spring", f: "fall" };

/** When a batch started ('Winter 2024', 'S24'): YC invests then, so that is the funding date. */
export function batchStart(batch: string | undefined): Date | null {
  const long = batch?.match(/^(winter|spring|summer|fall)\s+(\d{4})$/i);
  const short = batch?.match(/^([wxsf])(\d{2})$/i);
  const season = (long?.[1] ?? short?.[1] ?? "").toLowerCase();
  const year = long ? Number(long[2]) : short ? 2000 + Number(short[2]) : Number.NaN;
  if (!season || !Number.isFinite(year)) return null;
  return new Date(Date.UTC(year, seasonMonth[season] ?? 0, 1));
}

/**
 * A YC company is a prospect when it is active. A company on YC's hiring list
 * carries a hiring signal dated when a live run first saw it there (the list
 * gives no date; a file import, whose age we cannot know, uses the launch date
 * and so never looks recent). The others carry the funding signal of their
 * batch, dated when the batch began.
 */
export function parseYCombinator(c: YcCompany, now = Date.now(), live = false): Parsed {
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
      signalDate: hiring
        ? live
          ? new Date(now)
          : new Date((c.launched_at ?? 0) * 1000)
        : // A batch not begun yet (YC funds a company when it accepts it): the round is news now, not later.
          new Date(Math.min(now, (batchStart(c.batch) ?? new Date((c.launched_at ?? 0) * 1000)).getTime())),
      observedDate: hiring && live,
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
