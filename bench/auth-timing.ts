import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "../functions/lib/password";
import { openLocalDb } from "../scripts/lib/local-db";
import { report, root } from "./lib";
import { quantile, round } from "./lib-db";
import { bin, run, type Server, startWorker, stopOnExit, waitFor } from "./local-worker";

/**
 * Equal work for known and unknown accounts (docs/security.md, "Same answer,
 * same work"): sign-in with a wrong password, forgot-password and an e-mail
 * verification code request, each sent for addresses that have an account and
 * for addresses that do not, through the local Worker. The medians must be
 * within 1 ms and the answers identical; a failure fails `npm run bench`.
 */

const PORT = 8796;
const SAMPLES = 50;
const WARM_UP = 10;
const TARGET_MS = 1;
const PASSWORD = "Timing-Bench-2026";

type Flow = { name: string; path: string; body: (email: string) => unknown };

const flows: Flow[] = [
  {
    name: "POST /api/auth/sign-in (wrong password)",
    path: "/api/auth/sign-in",
    body: (email) => ({ email, password: "Not-The-Password-1" }),
  },
  {
    name: "POST /api/auth/otp/request (password_reset)",
    path: "/api/auth/otp/request",
    body: (email) => ({ email, purpose: "password_reset" }),
  },
  {
    name: "POST /api/auth/otp/request (verify_email)",
    path: "/api/auth/otp/request",
    body: (email) => ({ email, purpose: "verify_email" }),
  },
];

/**
 * Accounts written before the server starts (so the server never shares the
 * file with this process), unverified, with a real scrypt hash. Each flow uses
 * every account once: no lock (5 failures) and no code cooldown is reached.
 */
async function seedAccounts(persist: string, count: number) {
  const hash = await hashPassword(PASSWORD);
  const { client } = openLocalDb(persist);
  try {
    const now = Date.now();
    const emails = Array.from({ length: count }, (_, i) => `known-${i}@timing.example.com`);
    await client.batch(
      emails.map((email) => ({
        sql: "insert into users (name, email, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)",
        args: ["Timing Bench", email, hash, now, now],
      })),
      "write",
    );
    return emails;
  } finally {
    client.close();
  }
}

async function mailedCodes(persist: string) {
  const { client } = openLocalDb(persist);
  try {
    const rs = await client.execute(
      "select kind, count(*) as n from email_outbox where to_address like 'known-%' group by kind",
    );
    const n = (kind: string) => Number(rs.rows.find((r) => r.kind === kind)?.n ?? 0);
    return { password_reset: n("otp:password_reset"), verify_email: n("otp:verify_email") };
  } finally {
    client.close();
  }
}

let ipCounter = 0;
/**
 * One request, timed from the client until the whole answer is read. Each
 * carries its own client address, as many visitors would: the per-address
 * rate limits are not what is measured here.
 */
async function timed(base: string, flow: Flow, email: string) {
  ipCounter++;
  const started = performance.now();
  const res = await fetch(base + flow.path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      "cf-connecting-ip": `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    },
    body: JSON.stringify(flow.body(email)),
  });
  const text = await res.text();
  return { ms: performance.now() - started, answer: `${res.status} ${text}` };
}

/** Known and unknown requests alternate, so drift on a shared machine hits both sides alike. */
async function measure(base: string, flow: Flow, known: string[], runId: string) {
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const k = await timed(base, flow, known[i]!);
    const u = await timed(base, flow, `nobody-${runId}-${i}@timing.example.com`);
    if (i < WARM_UP) continue;
    knownMs.push(k.ms);
    unknownMs.push(u.ms);
    answers.known.add(k.answer);
    answers.unknown.add(u.answer);
  }
  const stats = (ms: number[]) => ({
    p50: round(quantile(ms, 0.5), 2),
    p90: round(quantile(ms, 0.9), 2),
    min: round(Math.min(...ms), 2),
  });
  const sameAnswers =
    answers.known.size === 1 && answers.unknown.size === 1 && [...answers.known][0] === [...answers.unknown][0];
  const k = stats(knownMs);
  const u = stats(unknownMs);
  const medianGapMs = round(Math.abs(k.p50 - u.p50), 2);
  return {
    existing: k,
    unknown: u,
    medianGapMs,
    answer: [...answers.known].join(" | ").slice(0, 200),
    sameAnswers,
    unknownAnswers: sameAnswers ? undefined : [...answers.unknown].join(" | ").slice(0, 200),
    meetsTarget: sameAnswers && medianGapMs <= TARGET_MS,
  };
}

const method = [
  `For each flow, ${WARM_UP} warm-up then ${SAMPLES} measured pairs: one request for an address with an account`,
  "(seeded before the server starts, unverified, scrypt hash; each used once per flow, so no lock or code",
  "cooldown is reached), then one for a new address without one, one at a time, timed by the client until the",
  "whole answer is read. The local Worker is served by wrangler's dev server without its inspector",
  "(bench/serve-worker.ts) on a fresh local D1. Each request carries its own CF-Connecting-IP so the per-address",
  `limits stay out of the way. Target: medians within ${TARGET_MS} ms and the same status and body on both sides.`,
].join(" ");

export async function authTiming() {
  const loadAverage1m = round(os.loadavg()[0] ?? 0);
  const persist = path.join(root, ".wrangler/bench-auth-state");
  rmSync(persist, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const known = await seedAccounts(persist, WARM_UP + SAMPLES);
  const servers: Server[] = [];
  const release = stopOnExit(servers);
  try {
    const app = await startWorker(PORT, persist);
    servers.push(app);
    await waitFor(app, "/api/health");
    const runId = Date.now().toString(36);
    const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const flow of flows) results[flow.name] = await measure(app.base, flow, known, runId);
    await app.stop();
    // The codes for known accounts are mailed after the answer: check they really went out.
    const mailed = await mailedCodes(persist);
    const expected = WARM_UP + SAMPLES;
    const mailsSent = mailed.password_reset === expected && mailed.verify_email === expected;
    const meetsTarget = mailsSent && Object.values(results).every((r) => r.meetsTarget);
    report("auth-timing", {
      method,
      machine: { cpus: os.cpus().length, loadAverage1m },
      targetMs: TARGET_MS,
      flows: results,
      codesMailedToKnownAccounts: mailed,
      meetsTarget,
    });
    if (!meetsTarget) {
      console.error("auth-timing: an existing and an unknown account differ (time or answer); see above.");
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    release();
  }
}
