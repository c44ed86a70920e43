import { readFileSync } from "node:fs";
import path from "node:path";
import { parseQuery } from "#functions/services/search/parse-query";
import { report, root } from "./lib";

/**
 * How well search reads a description (docs/performance.md, twelfth relevance pass): the facets
 * `parseQuery` gives four sets of descriptions (160, 160, 120 and 160) against the reading a person
 * gave each, written by helpers that never saw the code (bench/fixtures/parse-labels.json). A
 * misread trade, client industry or time window sends every result the wrong way, whatever the
 * ranking does.
 *
 * In the first, second and fourth sets even positions are the tuning half and odd ones the test
 * half: rules are written from the tuning halves' misreadings only, and the test halves say whether
 * they carry over. The third set is never tuned on. No pass mark. Needs no data: it runs anywhere.
 */

type Reading = {
  query: string;
  tradeRole: string | null;
  industries: string[];
  place: string | null;
  remote: "only" | "preferred" | null;
  size: string[];
  stage: string[];
  maxAgeDays: number | null;
  signal: string | null;
  buyers: boolean;
};

const fields = ["trade", "industry", "place", "remote", "size", "stage", "time", "signal", "buyers"] as const;
type Field = (typeof fields)[number];

/** Broad areas search reads that are no industry of the labels' list. */
const notIndustries = new Set(["B2B", "Hardware"]);
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
/** Time windows compared by their order of size: 'this month' read as 30 or 31 days is one reading. */
const window = (days: number | null | undefined) =>
  days == null ? "none" : days <= 10 ? "week" : days <= 45 ? "month" : days <= 120 ? "quarter" : "longer";

/** Which of a description's fields search reads as the person did. */
function readingMatches(r: Reading): Record<Field, boolean> {
  const f = parseQuery(r.query);
  return {
    trade: r.tradeRole === null ? f.roles.length === 0 : f.roles.includes(r.tradeRole),
    industry: sameSet(
      f.industries.filter((i) => !notIndustries.has(i)),
      r.industries,
    ),
    place: f.locations.length > 0 === (r.place !== null),
    remote: r.remote === "only" ? !!f.remoteOnly : r.remote === "preferred" ? !!f.remote : !f.remote,
    // Search's buckets are coarser than the labels' (201-1000 for 201-500 and 501-1000): any shared one will do.
    size: r.size.length === 0 ? f.sizes.length === 0 : r.size.some((s) => f.sizes.includes(s)),
    stage: sameSet(f.stages, r.stage),
    time: window(f.maxAgeDays) === window(r.maxAgeDays),
    // Someone asking for help is a buyer whichever kind of post shows it.
    signal: r.signal === null ? !f.signalKind : f.signalKind === r.signal || (r.signal === "pain_point" && !!f.buyers),
    buyers: !!f.buyers === r.buyers,
  };
}

function score(readings: Reading[]) {
  const right = Object.fromEntries(fields.map((k) => [k, 0])) as Record<Field, number>;
  let whole = 0;
  for (const r of readings) {
    const m = readingMatches(r);
    for (const k of fields) if (m[k]) right[k]++;
    if (fields.every((k) => m[k])) whole++;
  }
  const share = (n: number) => Math.round((1000 * n) / readings.length) / 1000;
  const byField = Object.fromEntries(fields.map((k) => [k, share(right[k])])) as Record<Field, number>;
  return { descriptions: readings.length, allFieldsRight: share(whole), ...byField };
}

export function parseAccuracy() {
  const { sets } = JSON.parse(readFileSync(path.join(root, "bench/fixtures/parse-labels.json"), "utf8")) as {
    sets: Record<string, Reading[]>;
  };
  const figures: Record<string, unknown> = {};
  for (const [name, readings] of Object.entries(sets)) {
    if (name === "third") {
      // Never tuned on: every description is a test.
      const test = score(readings);
      console.log(
        `parse, third set (all test): every field read right for ${test.allFieldsRight} (trade: ${test.trade})`,
      );
      figures[name] = { test };
      continue;
    }
    const tuning = score(readings.filter((_, i) => i % 2 === 0));
    const test = score(readings.filter((_, i) => i % 2 === 1));
    console.log(
      `parse, ${name} set: every field read right for ${tuning.allFieldsRight} of the tuning half and ${test.allFieldsRight} of the test half (trade: ${tuning.trade} and ${test.trade})`,
    );
    figures[name] = { tuningHalf: tuning, testHalf: test };
  }
  report("parse", figures);
}

if (import.meta.url === `file://${process.argv[1]}`) parseAccuracy();
