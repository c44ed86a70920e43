import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession } from "./admin-helpers";
import { api } from "./helpers";

type Entry = { id: number; name: string; email: string; status: string; source: string; role: string };
type Page = { entries: Entry[]; total: number };
let mod: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  mod = await adminSession("moderator");
});

const list = async (query: string, cookie = mod.cookie) => {
  const res = await api(`/api/admin/waitlist${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};

async function addEntry(name: string, email: string, extra: { source?: string; createdAt?: number } = {}) {
  const row = await env.DB.prepare(
    "insert into waitlist_entries (name, email, email_normalized, source, created_at) values (?, ?, ?, ?, ?) returning id",
  )
    .bind(name, email, email.toLowerCase(), extra.source ?? "website", extra.createdAt ?? Date.now())
    .first<{ id: number }>();
  return row!.id;
}

describe("GET /api/admin/waitlist search", () => {
  it("answers 200 with the right rows for long, wildcard and accented text", async () => {
    const tag = `s${Date.now().toString(36)}`;
    const long = `Anastasia Konstantinopoulou-Vanderbilt ${tag} of Llanfairpwllgwyngyll`;
    const accented = `Søren Þórsdóttir ${tag}`;
    await addEntry(long, `${tag}-long@example.com`);
    await addEntry(accented, `${tag}-acc@example.com`);
    await addEntry(`Fifty 50% ${tag}`, `${tag}_under@example.com`);
    await addEntry(`Fifty 500 ${tag}`, `${tag}xunder@example.com`);

    expect((await list(`?q=${encodeURIComponent(long)}`)).entries.map((e) => e.name)).toEqual([long]);
    expect((await list(`?q=${encodeURIComponent("é".repeat(60))}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent(`Þórsdóttir ${tag}`)}`)).entries.map((e) => e.name)).toEqual([
      accented,
    ]);
    expect((await list(`?q=${encodeURIComponent(`50% ${tag}`)}`)).entries.map((e) => e.name)).toEqual([
      `Fifty 50% ${tag}`,
    ]);
    expect((await list(`?q=${encodeURIComponent(`${tag}_under`)}`)).entries.map((e) => e.email)).toEqual([
      `${tag}_under@example.com`,
    ]);
    expect((await list(`?q=${encodeURIComponent("%_\\'\"")}`)).total).toBe(0);
  });
});
