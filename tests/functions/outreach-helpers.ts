import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { expect } from "vitest";
import { importRecords } from "#functions/services/ingest/import-records";
import worker from "../../functions/worker";
import { answerOf, apiAs, signUp } from "./helpers";

export const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/**
 * Prospects in the canonical import format, each with the made-up word
 * "Quillfeather" so a search for it finds these and nothing else.
 */
export const outreachProspects = [
  {
    company: "Quillfeather Analytics",
    name: "Maria Lopez",
    role: "Head of Product",
    email: "maria@quillfeather-analytics.example",
    signalKind: "pain_point",
    source: "reddit",
    signalText:
      "Quillfeather Analytics needs a freelance React developer to rebuild our customer dashboard. The current one is slow and our team has no frontend engineer.",
    painPoints: ["Short on engineering capacity"],
    signalDate: day(2),
  },
  {
    company: "Quillfeather Robotics",
    role: "Senior Frontend Engineer",
    email: "jobs@quillfeather-robotics.example",
    signalKind: "hiring",
    source: "hackernews",
    sourceId: "hn-quill-1",
    signalText:
      "Quillfeather Robotics | Senior Frontend Engineer | Berlin | REMOTE. We build control software for warehouse robots and are hiring a frontend engineer who knows TypeScript.",
    signalDate: day(5),
  },
  {
    company: "Quillfeather Health",
    role: "Founder",
    signalKind: "launch",
    source: "producthunt",
    signalText:
      "Quillfeather Health launched a patient intake app for small clinics. We are looking for help with onboarding emails.",
    signalDate: day(3),
  },
  {
    company: "Quillfeather Foods",
    email: "hello@quillfeather-foods.example",
    signalKind: "funding",
    source: "rss",
    signalText:
      "Quillfeather Foods raised a seed round to open a second kitchen and needs a new website for online orders.",
    signalDate: day(4),
  },
];

export async function seedOutreachProspects() {
  const report = await importRecords(drizzle(env.DB as never), outreachProspects, "json");
  expect(report.rejected).toBe(0);
}

export async function userIdOf(email: string) {
  const row = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>();
  return row!.id;
}

/** A signed-in user on a plan, with a session that carries it. */
export async function userOnPlan(plan: "free" | "pro" | "agency" = "pro", name = "Sam Rivers") {
  const u = await signUp(undefined, undefined, name);
  const id = await userIdOf(u.email);
  await env.DB.prepare("update users set plan_id = ? where id = ?").bind(plan, id).run();
  const res = await apiAs().auth["sign-in"].$post({ json: { email: u.email, password: u.password } });
  return { ...u, id, cookie: res.headers.get("set-cookie")!.split(";")[0]! };
}

/** Runs a search as the user and answers its results by company. */
export async function searchAs(cookie: string, query = "Quillfeather") {
  const body = await answerOf(await apiAs(cookie).search.$post({ json: { query } }), 200);
  return new Map(body.results.map((r) => [r.company, r]));
}

export async function prospectId(company: string) {
  const row = await env.DB.prepare("select id from prospects where company = ?").bind(company).first<{ id: number }>();
  return row!.id;
}

/** Runs the Worker's cron handler at an instant. */
export async function cronAt(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: at, cron: "*/15 * * * *" }) as never,
    env as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
}

export async function count(sql: string, ...params: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
