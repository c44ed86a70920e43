import { ApiRequestError } from "#web/lib/api";

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

type SignalDated = { source: string; signalKind: string; signalDate: string; freshness: { fresh: boolean } };

/**
 * A YC company on the hiring list once past the window: the list says it is hiring, not since when,
 * and its label says so ("On YC's hiring list"), so its signal shows no date.
 */
export const undatedListing = (p: SignalDated) =>
  p.source === "ycombinator" && p.signalKind === "hiring" && !p.freshness.fresh;

/** The date a signal's line shows: none for an undated listing. */
export const signalDateText = (p: SignalDated) => (undatedListing(p) ? "" : formatDate(p.signalDate));

/** A day the API writes as YYYY-MM-DD ('Nov 24, 2026'), read at noon UTC so every time zone shows the same day. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/** A count with its noun: '1 user', '2 users', '1,200 users'. */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** The server's own message when it sent one, else a plain fallback. */
export const messageOf = (err: unknown, fallback = "Something went wrong. Check your connection and try again.") =>
  err instanceof ApiRequestError ? err.message : fallback;

/** Copies text; false when the browser refused (no permission, insecure page). */
export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Up to two capitals for an avatar: 'Ada Lovelace' -> 'AL'. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** The name a client goes by: the person when known, else the company. */
export const displayName = (c: { name: string; company: string }) => c.name.trim() || c.company;

/**
 * A link as its text reads: host and path, without the scheme or the query, so a tracking link
 * ('…/r/C4S3?utm_campaign=producthunt-api&utm_medium=…') shows as 'www.producthunt.com/r/C4S3'.
 */
export function linkLabel(url: string) {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return url.replace(/^https?:\/\//, "");
  }
}
