import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NewProspect } from "#db/schema/prospects";
import { parseHackerNews } from "#functions/services/ingest/connectors/hackernews";
import { parseProductHunt } from "#functions/services/ingest/connectors/producthunt";
import type { Parsed } from "#functions/services/ingest/prospect-draft";
import { generatePitch } from "#functions/services/pitches/generate";
import { type PitchProspect, type PitchSender, type Tone, tones } from "#functions/services/pitches/types";
import { verifyPitch } from "#functions/services/pitches/verify";
import { report, root } from "./lib";
import { dataDir } from "./lib-db";

const TARGET_P99_MS = 5;
const MIN_ITERATIONS = 2000;
const REAL_PER_SOURCE = { hackernews: 300, producthunt: 100 };

const senders: PitchSender[] = [
  {
    name: "Sam Rivers",
    niche: "web development for early-stage startups",
    experience: "Expert (5+ years)",
    skills: ["React", "Node.js", "SEO"],
    portfolioUrl: "https://samrivers.example",
    pitchTemplate: "",
  },
  {
    name: "Ana",
    niche: "",
    experience: "",
    skills: [],
    portfolioUrl: "",
    pitchTemplate:
      "Hi {name},\n\nI design and build marketing sites in Webflow and can start this month.\n\nThanks,\nAna",
  },
];

const pitchRecord = (p: NewProspect): PitchProspect => ({
  name: p.name ?? "",
  company: p.company,
  role: p.role ?? "",
  location: p.location ?? "",
  bio: p.bio ?? "",
  industry: p.industry ?? "",
  website: p.website ?? "",
  source: p.source,
  sourceUrl: p.sourceUrl ?? "",
  signalKind: p.signalKind,
  signalText: p.signalText ?? "",
  signalDate: p.signalDate,
  painPoints: p.painPoints ?? [],
});

function fixtureRecords(): PitchProspect[] {
  const raw = JSON.parse(readFileSync(path.join(root, "tests/fixtures/pitch-prospects.json"), "utf8")) as (Omit<
    PitchProspect,
    "signalDate"
  > & { signalDate: string })[];
  return raw.map((r) => ({ ...r, signalDate: new Date(r.signalDate) }));
}

/** The first records of a JSON-lines file that the project's own connector accepts. */
function realRecords(file: string, parse: (row: never) => Parsed, limit: number): PitchProspect[] {
  const out: PitchProspect[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (out.length >= limit) break;
    if (!line.trim()) continue;
    const parsed = parse(JSON.parse(line) as never);
    if (parsed.ok) out.push(pitchRecord(parsed.prospect));
  }
  return out;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

type SetResult = {
  records: number;
  pitches: number;
  generateP50Ms: number;
  generateP99Ms: number;
  verifyP50Ms: number;
  verifyP99Ms: number;
  groundedShare: number;
  failures: { company: string; tone: Tone; problems: string[] }[];
};

/** Generates (built-in writer, verification included) for every record × tone until at least MIN_ITERATIONS. */
async function measure(records: PitchProspect[]): Promise<SetResult> {
  const combos = records.flatMap((prospect) => tones.map((tone) => ({ prospect, tone })));
  const rounds = Math.max(1, Math.ceil(MIN_ITERATIONS / combos.length));
  const config = { driver: "builtin" as const };
  // Warm the JIT so the figures describe a running Worker, not the first request.
  for (const { prospect, tone } of combos.slice(0, 400))
    await generatePitch(config, { prospect, sender: senders[0]!, tone });

  const generate: number[] = [];
  const verify: number[] = [];
  let grounded = 0;
  let pitches = 0;
  const failures: SetResult["failures"] = [];
  for (let r = 0; r < rounds; r++) {
    for (const [i, { prospect, tone }] of combos.entries()) {
      const sender = senders[(i + r) % senders.length]!;
      let t = performance.now();
      const out = await generatePitch(config, { prospect, sender, tone });
      generate.push(performance.now() - t);
      // The routes re-run the verifier after every edit: time that on its own too.
      t = performance.now();
      verifyPitch(out.subject, out.body, prospect, sender);
      verify.push(performance.now() - t);
      pitches++;
      const fields = [
        prospect.signalText,
        prospect.bio,
        prospect.role,
        prospect.location,
        prospect.company,
        prospect.website,
      ];
      const claimsGrounded = out.verification.claims.every((c) => fields.some((f) => f.includes(c.source)));
      if (out.verification.ok && out.verification.claims.length > 0 && claimsGrounded) grounded++;
      else if (r === 0 && failures.length < 10)
        failures.push({
          company: prospect.company,
          tone,
          problems: out.verification.problems.map((p) => `${p.kind}: ${p.message}`),
        });
    }
  }
  generate.sort((a, b) => a - b);
  verify.sort((a, b) => a - b);
  return {
    records: records.length,
    pitches,
    generateP50Ms: round(quantile(generate, 0.5)),
    generateP99Ms: round(quantile(generate, 0.99)),
    verifyP50Ms: round(quantile(verify, 0.5)),
    verifyP99Ms: round(quantile(verify, 0.99)),
    groundedShare: round(grounded / pitches, 4),
    failures,
  };
}

/**
 * Built-in pitch generation and verification: time per pitch (p50/p99) and the
 * share of pitches whose claims all rest on the record, over the project's
 * fixture records and, when `../shared/data` is present, a few hundred real
 * Hacker News and Product Hunt records read with the project's connectors.
 */
export async function pitchGeneration() {
  const fixtures = await measure(fixtureRecords());
  const hnFile = path.join(dataDir, "hackernews/who-is-hiring-items.jsonl");
  const phFile = path.join(dataDir, "producthunt/posts.jsonl");
  let real: SetResult | null = null;
  let realNote: string;
  if (existsSync(hnFile)) {
    const records = [
      ...realRecords(hnFile, parseHackerNews as (row: never) => Parsed, REAL_PER_SOURCE.hackernews),
      ...(existsSync(phFile)
        ? realRecords(phFile, parseProductHunt as (row: never) => Parsed, REAL_PER_SOURCE.producthunt)
        : []),
    ];
    real = await measure(records);
    realNote = `${records.length} real records from ${dataDir}`;
  } else {
    realNote = `absent: no ${hnFile}, so only the fixture records were measured`;
    console.log(`Real data ${realNote}.`);
  }
  const worstP99 = Math.max(fixtures.generateP99Ms, real?.generateP99Ms ?? 0);
  report("pitch-generation", {
    targetP99Ms: TARGET_P99_MS,
    meetsTarget: worstP99 < TARGET_P99_MS,
    fixtures,
    real,
    realData: realNote,
  });
  return { fixtures, real };
}

if (import.meta.url === `file://${process.argv[1]}`) await pitchGeneration();
