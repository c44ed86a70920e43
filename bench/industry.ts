import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseRecord } from "#functions/services/ingest/parse-record";
import { classifyIndustry } from "#functions/services/lexicon";
import { readJsonl, report, root } from "./lib";

/**
 * What a post is about (docs/performance.md, tenth relevance pass): the industry the importer
 * stores for a Hacker News post, which search also reads as the post's own, against 300 labels
 * written by someone who never saw the code (bench/fixtures/industry-labels.json). Beside it, the
 * same posts classified from their whole text, the importer's rule before the tenth pass.
 *
 * A diagnostic with no pass mark: industry queries are where the ranking loses most, and this is
 * the figure a better reading of posts should raise. The posts are read from ../shared/data
 * (LEADSMITH_DATA overrides); without it the run says so and measures nothing.
 */

const dataDir = process.env.LEADSMITH_DATA ?? path.resolve(root, "../shared/data");
const labelsFile = path.join(root, "bench/fixtures/industry-labels.json");

type Label = { id: string; industry: string; second?: string };

export async function industryBench() {
  const { labels } = JSON.parse(readFileSync(labelsFile, "utf8")) as { labels: Label[] };
  const file = path.join(dataDir, "hackernews/who-is-hiring-items.jsonl");
  if (!existsSync(file)) {
    console.log(`industry: ${file} is not here, so nothing is measured.`);
    report("industry", { skipped: `${file} not present` });
    return;
  }
  const posts = new Map(readJsonl(file).map((r) => [String(r.id), r as unknown]));
  const tally = { stored: 0, wholeText: 0, total: 0, missing: 0 };
  const confusions = new Map<string, number>();
  for (const l of labels) {
    const record = posts.get(l.id);
    const parsed = record ? parseRecord("hackernews", record, Date.now()) : undefined;
    if (!parsed?.ok) {
      tally.missing++;
      continue;
    }
    const p = parsed.prospect;
    const wanted = [l.industry, l.second].filter((x) => x !== undefined).map((x) => (x === "None" ? "" : x));
    const whole = classifyIndustry(`${p.company} ${p.role ?? ""} ${p.signalText} ${p.bio ?? ""} ${p.tags ?? ""}`);
    const stored = p.industry ?? "";
    tally.total++;
    if (wanted.includes(stored)) tally.stored++;
    else {
      const key = `${l.industry} read as ${stored || "None"}`;
      confusions.set(key, (confusions.get(key) ?? 0) + 1);
    }
    if (wanted.includes(whole)) tally.wholeText++;
  }
  const pct = (n: number) => Math.round((1000 * n) / Math.max(1, tally.total)) / 10;
  console.log(
    `industry: the stored industry is right for ${pct(tally.stored)} % of ${tally.total} labelled posts` +
      ` (the whole text alone: ${pct(tally.wholeText)} %)`,
  );
  report("industry", {
    labelled: labels.length,
    measured: tally.total,
    missing: tally.missing,
    storedPercent: pct(tally.stored),
    wholeTextPercent: pct(tally.wholeText),
    commonestMistakes: [...confusions.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, n]) => `${n} × ${k}`),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await industryBench();
