import type { SignalKind } from "#db/schema/prospects";

/**
 * How long a signal may be called recent, per kind (docs/decisions/007-prospect-data.md):
 * a launch or a round is news for about a month; a hiring post stays open for
 * about six weeks; a request for help goes cold as fast as a launch.
 */
export const FRESH_WINDOW_DAYS: Record<SignalKind, number> = {
  launch: 30,
  funding: 30,
  hiring: 45,
  pain_point: 30,
};

const recentLabel: Record<SignalKind, string> = {
  launch: "Just launched",
  funding: "Recently funded",
  hiring: "Actively hiring",
  pain_point: "Asking for help",
};
const plainLabel: Record<SignalKind, string> = {
  launch: "Launch",
  funding: "Funding news",
  hiring: "Hiring post",
  pain_point: "Request for help",
};

/** What a YC company on the hiring list is called once past the window (see freshnessOf). */
const YC_HIRING_LIST = "On YC's hiring list";

/** Labels that used to be stored with a prospect at import time; they are now decided when read. */
export const TIME_LABELS = new Set([...Object.values(recentLabel), "Fresh signal"]);

const DAY = 86_400_000;

/** '3 days ago', '5 weeks ago', '8 months ago', 'over a year ago'. */
export function ageText(ageDays: number) {
  const d = Math.max(0, Math.floor(ageDays));
  if (d === 0) return "today";
  if (d === 1) return "yesterday";
  if (d < 14) return `${d} days ago`;
  if (d < 60) return `${Math.round(d / 7)} weeks ago`;
  if (d < 365) return `${Math.round(d / 30.4)} months ago`;
  const years = Math.floor(d / 365);
  return years === 1 ? "over a year ago" : `over ${years} years ago`;
}

export type Freshness = {
  /** What the card shows: a 'recent' label inside the window, else the signal and its age. */
  label: string;
  fresh: boolean;
  ageDays: number;
  open: "open" | "closed" | "unknown";
};

/**
 * The signal's label, decided from its date at the time of reading, never stored. A company on YC's
 * hiring list has no post: the list says it is hiring, not since when (a file import dates it by its
 * launch, years back), so once past the window it is said to be on the list, with no age.
 */
export function freshnessOf(
  kind: SignalKind,
  signalDate: Date | number,
  openState: "open" | "closed" | "unknown",
  now: number,
  source?: string,
): Freshness {
  const ageDays = Math.max(0, (now - new Date(signalDate).getTime()) / DAY);
  const closed = openState === "closed";
  const fresh = !closed && ageDays <= FRESH_WINDOW_DAYS[kind];
  const label = closed
    ? `${plainLabel[kind]}, marked filled`
    : fresh
      ? recentLabel[kind]
      : kind === "hiring" && source === "ycombinator"
        ? YC_HIRING_LIST
        : `${plainLabel[kind]}, ${ageText(ageDays)}`;
  return { label, fresh, ageDays: Math.floor(ageDays), open: openState };
}

/** Stored insights without the time-dependent ones (older rows still carry them). */
export const timelessInsights = (insights: string[]) => insights.filter((i) => !TIME_LABELS.has(i));
