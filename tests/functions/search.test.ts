import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { ProspectDetail, SearchAnswer, SearchHistory, StoredSearch } from "#db/validation/responses";
import { importRecords } from "#functions/services/ingest/import-records";
import { findCandidates } from "#functions/services/search/candidates";
import { parseQuery } from "#functions/services/search/parse-query";
import { api, errorOf, signUp } from "./helpers";

/** The answer as the API documents it (db/validation/responses.ts); the tests below parse real answers with it. */
type SearchBody = v.InferOutput<typeof SearchAnswer>;

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** 30 fintech companies hiring React developers, plus some that are not a match. */
async function seed() {
  const rows = [
    ...Array.from({ length: 30 }, (_, i) => ({
      company: `Fin Co ${i}`,
      role: "React Developer",
      signalKind: "hiring",
      signalText: `Fin Co ${i} is hiring a React developer for our payments platform`,
      signalDate: day(i),
      industry: "Fintech",
      location: i % 2 ? "London, UK" : "Austin, TX",
    })),
    {
      company: "Bakery Ltd",
      signalKind: "pain_point",
      signalText: "Need help with our bakery bookkeeping",
      signalDate: day(2),
      industry: "Food",
    },
    {
      company: "Rocket Launchers",
      signalKind: "launch",
      signalText: "We just launched a rocket scheduling app built with React",
      signalDate: day(1),
    },
  ];
  const report = await importRecords(drizzle(env.DB as never), rows, "json");
  expect(report.inserted).toBe(32);
}

async function userWith(plan: string, used: number) {
  const u = await signUp();
  const row = await env.DB.prepare("select id from users where email = ?").bind(u.email).first<{ id: number }>();
  await env.DB.prepare("update users set plan_id = ? where id = ?").bind(plan, row!.id).run();
  const period = plan === "free" ? "lifetime" : new Date().toISOString().slice(0, 7);
  await env.DB.prepare("insert into usage (user_id, period, searches_used) values (?, ?, ?)")
    .bind(row!.id, period, used)
    .run();
  // a fresh sign-in so the session carries the new plan
  const res = await api("/api/auth/sign-in", { json: { email: u.email, password: u.password } });
  return { ...u, id: row!.id, cookie: res.headers.get("set-cookie")!.split(";")[0]! };
}

const search = (cookie: string, query: string, skills?: string[]) =>
  api("/api/search", { json: { query, ...(skills ? { skills } : {}) }, cookie });

beforeAll(seed);

describe("POST /api/search", () => {
  it("answers 401 without a session", async () => {
    expect((await api("/api/search", { json: { query: "x" } })).status).toBe(401);
  });

  it("ranks matching prospects with explained scores and estimates, and charges one search", async () => {
    const { cookie } = await userWith("pro", 0);
    const res = await search(cookie, "fintech startups hiring React developers in Europe");
    expect(res.status).toBe(200);
    const body = v.parse(SearchAnswer, await res.json());
    expect(body.quota).toEqual({ used: 1, max: 100, remaining: 99 });
    expect(body.results.length).toBeGreaterThan(10);
    const top = body.results[0]!;
    expect(top.company).toMatch(/^Fin Co/);
    expect(top.signalKind).toBe("hiring");
    expect(top.matchScore).toBeGreaterThanOrEqual(0);
    expect(top.matchScore).toBeLessThanOrEqual(100);
    expect(top.reasons.join(" ")).toMatch(/react/i);
    expect(top.reasons).toContain("Shows hiring, as you asked");
    expect(["Low", "Medium", "High"]).toContain(top.urgencyLevel);
    expect(top.responseProb).toBeGreaterThan(0);
    // Europe was asked for: a London company ranks above an Austin one
    expect(body.results.findIndex((r) => r.company === "Fin Co 1")).toBeLessThan(
      body.results.findIndex((r) => r.company === "Fin Co 0"),
    );
    const scores = body.results.map((r) => r.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("says what each result lacks of the description, and keeps it for the reopened search and the prospect page", async () => {
    const { cookie } = await userWith("pro", 0);
    const body = v.parse(
      SearchAnswer,
      await (await search(cookie, "fintech startups in London hiring React developers")).json(),
    );
    const london = body.results.find((r) => r.company === "Fin Co 1")!;
    const austin = body.results.find((r) => r.company === "Fin Co 0")!;
    expect(london.lacks).toEqual([]);
    expect(austin.lacks).toContain("No sign of London");
    expect(austin.reasons.some((r) => r.includes("London"))).toBe(false);

    const again = v.parse(StoredSearch, await (await api(`/api/searches/${body.searchId}`, { cookie })).json());
    expect(again.results.map((r) => [r.id, r.lacks])).toEqual(body.results.map((r) => [r.id, r.lacks]));
    const page = v.parse(ProspectDetail, await (await api(`/api/prospects/${austin.id}`, { cookie })).json());
    expect(page.match?.lacks).toEqual(austin.lacks);
  });

  it("ranks by the searcher's own profile: its skills are a reason, and without them none is given", async () => {
    const bare = await userWith("pro", 0);
    const plain = v.parse(SearchAnswer, await (await search(bare.cookie, "fintech startups hiring")).json());
    expect(plain.results.length).toBeGreaterThan(0);
    expect(plain.results.flatMap((r) => r.reasons).some((r) => r.startsWith("Fits your skills"))).toBe(false);

    const skilled = await userWith("pro", 0);
    await env.DB.prepare("update user_profiles set skills = ?, niche = ? where user_id = ?")
      .bind(JSON.stringify(["React"]), "frontend developer", skilled.id)
      .run();
    const body = v.parse(SearchAnswer, await (await search(skilled.cookie, "fintech startups hiring")).json());
    const fin = body.results.find((r) => r.company.startsWith("Fin Co"));
    expect(fin?.reasons.find((r) => r.startsWith("Fits your skills"))).toMatch(/^Fits your skills: .*\bReact\b/);
  });

  it("shows a free plan the first 10 in full and never sends the locked ones", async () => {
    const pro = await userWith("pro", 0);
    const full = (await (await search(pro.cookie, "fintech hiring React developers")).json()) as SearchBody;
    const hidden = full.results.slice(10, 15).map((r) => r.company);
    expect(hidden).toHaveLength(5);

    const free = await userWith("free", 0);
    const res = await search(free.cookie, "fintech hiring React developers");
    const text = await res.text();
    const body = JSON.parse(text) as SearchBody;
    expect(body.results).toHaveLength(10);
    expect(body.locked).toBe(5);
    for (const company of hidden) expect(text).not.toContain(`"${company}"`);
  });

  it("tells a paying user at the limit their own plan's figures, not to buy the plan they have", async () => {
    const pro = await errorOf(await search((await userWith("pro", 100)).cookie, "fintech"));
    expect(pro.message).toBe(
      "You have used all 100 searches of your Pro plan this month; they start afresh on the first of next month (UTC). Agency gives you 200 searches a month.",
    );
    // Agency is the top plan: nothing to upgrade to.
    const agency = await errorOf(await search((await userWith("agency", 200)).cookie, "fintech"));
    expect(agency.message).toBe(
      "You have used all 200 searches of your Agency plan this month; they start afresh on the first of next month (UTC).",
    );
  });

  it("says 'Search Limit Reached' when the quota is used up, and charges nothing more", async () => {
    const { cookie, id } = await userWith("free", 5);
    const res = await search(cookie, "fintech");
    expect(res.status).toBe(429);
    const err = await errorOf(res);
    // The product's own words for a Free user, kept as written (a paid plan's are its own figures, above).
    expect(err.message).toBe("Upgrade to Pro for unlimited searches and 3x better response rates.");
    expect(err.details).toEqual({ title: "Search Limit Reached" });
    const row = await env.DB.prepare("select searches_used from usage where user_id = ?")
      .bind(id)
      .first<{ searches_used: number }>();
    expect(row?.searches_used).toBe(5);
  });

  it("answers exactly 10 of 100 parallel searches when 10 are left", { timeout: 60_000 }, async () => {
    const { cookie, id } = await userWith("pro", 90);
    const results = await Promise.all(Array.from({ length: 100 }, () => search(cookie, "bakery")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(90);
    const row = await env.DB.prepare("select searches_used from usage where user_id = ?")
      .bind(id)
      .first<{ searches_used: number }>();
    expect(row?.searches_used).toBe(100);
    const saved = await env.DB.prepare("select count(*) as n from searches where user_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(saved?.n).toBe(10);
  });

  it("refuses empty and over-long descriptions without charging", async () => {
    const { cookie, id } = await userWith("pro", 0);
    for (const query of ["", "   ", "x".repeat(10_000)]) {
      const res = await search(cookie, query);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/Describe the clients|under 500/);
    }
    const row = await env.DB.prepare("select searches_used from usage where user_id = ?")
      .bind(id)
      .first<{ searches_used: number }>();
    expect(row?.searches_used).toBe(0);
  });

  it("refuses a description that names nothing to look for, without charging", async () => {
    const { cookie, id } = await userWith("pro", 0);
    for (const query of ["a", "hello there", "startups"]) {
      const res = await search(cookie, query);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).message).toMatch(/Say a little more about your ideal client/);
    }
    const row = await env.DB.prepare("select searches_used from usage where user_id = ?")
      .bind(id)
      .first<{ searches_used: number }>();
    expect(row?.searches_used ?? 0).toBe(0);
    // One thing named is enough: the kind of signal alone, or buyers asked for.
    expect((await search(cookie, "companies hiring")).status).toBe(200);
    expect((await search(cookie, "find me clients")).status).toBe(200);
  });

  it("treats FTS syntax in the description as plain words", async () => {
    const { cookie } = await userWith("pro", 0);
    for (const query of [
      '"',
      'react" OR "',
      "NEAR(react fintech",
      "fintech AND OR NOT *",
      "col:value ^react",
      "'; drop table prospects; --",
    ]) {
      const res = await search(cookie, query);
      // A lone quote names nothing to look for: refused as such, never a failure.
      expect(res.status, query).toBe(query === '"' ? 422 : 200);
    }
    const still = await env.DB.prepare("select count(*) as n from prospects").first<{ n: number }>();
    expect(still?.n).toBeGreaterThanOrEqual(32);
  });

  it("answers a description that names only facets (no free words) from the facet indexes", async () => {
    const { cookie } = await userWith("pro", 0);
    for (const query of ["food companies asking for help", "fintech companies hiring", "startups that just launched"]) {
      const res = await search(cookie, query);
      expect(res.status, query).toBe(200);
    }
    const body = (await (await search(cookie, "fintech companies hiring")).json()) as SearchBody;
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.signalKind === "hiring")).toBe(true);
  });

  it("widens to each word's own matches, so a common word cannot crowd out a rare one", {
    timeout: 60_000,
  }, async () => {
    const db = drizzle(env.DB as never);
    // The rare word's prospect is the oldest row; 450 newer rows share only the common word.
    const rare = {
      company: "Zanzibar Freight",
      signalKind: "pain_point",
      signalText: "Our zanzibar routes need help",
      signalDate: day(40),
    };
    const common = Array.from({ length: 450 }, (_, i) => ({
      company: `Gadget Maker ${i}`,
      signalKind: "launch",
      signalText: `We launched a new gadget, number ${i}`,
      signalDate: day(1),
    }));
    expect((await importRecords(db, [rare], "json")).inserted).toBe(1);
    expect((await importRecords(db, common, "json")).inserted).toBe(450);
    const { cookie } = await userWith("pro", 0);
    const body = (await (await search(cookie, "gadget zanzibar")).json()) as SearchBody;
    expect(body.results.map((r) => r.company)).toContain("Zanzibar Freight");
    // No row holds both words, so the rare word decides the top spot.
    expect(body.results[0]!.company).toBe("Zanzibar Freight");
  });

  it("finds an older post naming the role in its role line past hundreds of newer ones that mention it in passing", {
    timeout: 60_000,
  }, async () => {
    const db = drizzle(env.DB as never);
    const named = {
      company: "Quillwork Studio",
      role: "Product Designer",
      signalKind: "hiring",
      signalText: "Quillwork Studio is hiring: we want someone to own our mobile app's flows",
      signalDate: day(20),
    };
    // More rows than the candidate cap, each newer and each saying 'designers' only in passing.
    const passing = Array.from({ length: 320 }, (_, i) => ({
      company: `Backend Shop ${i}`,
      role: "Backend Engineer",
      signalKind: "hiring",
      signalText: `Backend Shop ${i} is hiring: you will work with our designers and product team on APIs`,
      signalDate: day(2),
    }));
    expect((await importRecords(db, [named], "json")).inserted).toBe(1);
    expect((await importRecords(db, passing, "json")).inserted).toBe(320);
    const { cookie } = await userWith("pro", 0);
    const body = (await (await search(cookie, "startups hiring a designer")).json()) as SearchBody;
    expect(body.results[0]!.company).toBe("Quillwork Studio");
  });

  it("reads a need named deep in a long post, past its opening lines", async () => {
    const db = drizzle(env.DB as never);
    // The opening of a typical job post: company, place, stack, perks. The need comes after it.
    const opening =
      "Harbourline | Senior Frontend Engineer | Remote (EU) | Full-time | https://harbourline.example\n" +
      "Harbourline builds booking software for ferry operators across the North Sea. We are a team of 14, " +
      "profitable, and we ship weekly. Our stack is TypeScript, React and Postgres, deployed on Fly. " +
      "We offer a four-day week, a learning budget and a yearly meetup in Bergen. ";
    const deep = {
      company: "Harbourline",
      role: "Senior Frontend Engineer",
      signalKind: "hiring",
      signalText: `${opening}This year you will run accessibility audits of the booking flow and fix what they find.`,
      signalDate: day(30),
    };
    // Newer, and found by the same index words ('access' is what the index's stemmer keeps of
    // 'accessibility'), but asking for nothing of the kind.
    const shallow = {
      company: "Portwise",
      role: "Senior Frontend Engineer",
      signalKind: "hiring",
      signalText: "Portwise is hiring a frontend engineer: early access customers are waiting for our audit log.",
      signalDate: day(1),
    };
    expect(opening.length).toBeGreaterThan(300);
    expect((await importRecords(db, [deep, shallow], "json")).inserted).toBe(2);
    const { cookie } = await userWith("pro", 0);
    const body = (await (await search(cookie, "accessibility audits")).json()) as SearchBody;
    expect(body.results[0]!.company).toBe("Harbourline");
    // Its card quotes where the post says it, since its opening lines do not.
    expect(body.results[0]!.evidence).toBe(
      "This year you will run accessibility audits of the booking flow and fix what they find.",
    );
    // Reopened from the history, the same.
    const reopened = (await (await api(`/api/searches/${body.searchId}`, { cookie })).json()) as SearchBody;
    expect(reopened.results[0]!.evidence).toBe(body.results[0]!.evidence);
  });
  it("dates a YC company by its batch when a recent batch is asked for, past hundreds of older batches' rows", {
    timeout: 60_000,
  }, async () => {
    const db = drizzle(env.DB as never);
    // The coming Winter batch: YC lists its companies before it begins.
    const batch = `Winter ${new Date().getUTCFullYear() + 1}`;
    const yc = (name: string, batch: string, launched: number) => ({
      name,
      slug: name.toLowerCase().replaceAll(" ", "-"),
      batch,
      status: "Active",
      isHiring: true,
      one_liner: "Software for harbour pilots",
      launched_at: Date.UTC(launched, 0, 1) / 1000,
    });
    // A file import dates a YC company's hiring by its launch: years ago, whatever its batch.
    const recent = yc("Pilotline", batch, 2019);
    // Imported after it, so newer in the index, and launched later: each of them outranks it by date.
    const older = Array.from({ length: 320 }, (_, i) => yc(`Harbour Tools ${i}`, "Winter 2015", 2021));
    expect((await importRecords(db, [recent], "ycombinator")).inserted).toBe(1);
    expect((await importRecords(db, older, "ycombinator")).inserted).toBe(320);
    const { cookie } = await userWith("pro", 0);
    const body = (await (
      await search(cookie, "YC companies from a recent batch that are hiring")
    ).json()) as SearchBody;
    expect(body.results[0]!.company).toBe("Pilotline");
    expect(body.results[0]!.reasons).toContain(`In YC's ${batch} batch`);
  });

  it("finds companies of a larger team size said in the description, past hundreds of newer posts naming the role", {
    timeout: 60_000,
  }, async () => {
    const db = drizzle(env.DB as never);
    const big = {
      name: "Tidewater Payroll",
      slug: "tidewater-payroll",
      batch: "Summer 2012",
      status: "Active",
      isHiring: true,
      team_size: 400,
      one_liner: "Payroll and benefits for shipyards",
      launched_at: Date.UTC(2013, 0, 1) / 1000,
    };
    expect((await importRecords(db, [big], "ycombinator")).inserted).toBe(1);
    // Newer, hiring, and naming the role the description names, with no team size.
    const posts = Array.from({ length: 320 }, (_, i) => ({
      company: `Quayside ${i}`,
      role: "Backend Engineer",
      signalKind: "hiring",
      signalText: `Quayside ${i} is hiring a backend engineer to work on our booking service.`,
      signalDate: day(2),
    }));
    expect((await importRecords(db, posts, "json")).inserted).toBe(320);
    const found = async (query: string) =>
      (await findCandidates(db, parseQuery(query), { withDemo: false })).candidates.some(
        (c) => c.company === "Tidewater Payroll",
      );
    expect(await found("companies with over 200 employees hiring engineers")).toBe(true);
    expect(await found("mid-size companies hiring engineers")).toBe(true);
    // With no words to match, too: the newest rows of the kind come after the sized ones.
    expect(await found("mid-size companies that are hiring")).toBe(true);
    // Growth is not a head count, and a common size says too little to find rows by.
    expect(await found("fast-growing companies hiring engineers")).toBe(false);
    expect(await found("small companies hiring engineers")).toBe(false);
  });

  it("widens a long description word by word within D1's limit on UNION terms", async () => {
    const { cookie } = await userWith("pro", 0);
    // Twelve distinct words no single prospect holds together: the widened match runs one
    // subquery per word, more than the five terms D1 allows in one compound SELECT.
    const query = "UX design onboarding flow loses users react fintech healthcare logistics zanzibar gadget";
    const res = await search(cookie, query);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as SearchBody;
    expect(body.results.length).toBeGreaterThan(0);
  });

  it("keeps the search history per user, and reopens a search without using quota", async () => {
    const a = await userWith("pro", 0);
    const b = await userWith("pro", 0);
    const first = (await (await search(a.cookie, "rocket launch")).json()) as SearchBody;
    const mine = v.parse(SearchHistory, await (await api("/api/searches", { cookie: a.cookie })).json());
    const theirs = v.parse(SearchHistory, await (await api("/api/searches", { cookie: b.cookie })).json());
    expect(mine.searches[0]?.query).toBe("rocket launch");
    expect(theirs.searches).toHaveLength(0);

    const reopened = await api(`/api/searches/${first.searchId}`, { cookie: a.cookie });
    expect(reopened.status).toBe(200);
    expect(reopened.headers.get("cache-control")).toBe("no-store");
    const again = v.parse(StoredSearch, await reopened.json());
    expect(again.results.map((r) => [r.id, r.matchScore, r.reasons])).toEqual(
      first.results.map((r) => [r.id, r.matchScore, r.reasons]),
    );
    expect(again.quota).toEqual(first.quota);
    const row = await env.DB.prepare("select searches_used from usage where user_id = ?")
      .bind(a.id)
      .first<{ searches_used: number }>();
    expect(row?.searches_used).toBe(1);
    expect((await api(`/api/searches/${first.searchId}`, { cookie: b.cookie })).status).toBe(404);
    expect((await api(`/api/searches/${first.searchId}`)).status).toBe(401);
  });

  it("says, when reopening a search run on Free after an upgrade, how many results a search shows now", async () => {
    const u = await userWith("free", 0);
    const first = (await (await search(u.cookie, "fintech hiring React developers")).json()) as SearchBody;
    expect(first.results).toHaveLength(10);
    const onFree = v.parse(
      StoredSearch,
      await (await api(`/api/searches/${first.searchId}`, { cookie: u.cookie })).json(),
    );
    expect(onFree.perSearch).toBe(10);
    await env.DB.prepare("update users set plan_id = 'pro' where id = ?").bind(u.id).run();
    const onPro = v.parse(
      StoredSearch,
      await (await api(`/api/searches/${first.searchId}`, { cookie: u.cookie })).json(),
    );
    // Still the 10 it delivered (reopening runs nothing), none locked, and 25 a search from now on.
    expect(onPro.results.map((r) => r.id)).toEqual(first.results.map((r) => r.id));
    expect(onPro.locked).toBe(0);
    expect(onPro.perSearch).toBe(25);
    expect(onPro.total).toBeGreaterThan(10);
  });

  it("leaves the generated demo rows out once a real prospect exists", async () => {
    const db = drizzle(env.DB as never);
    await importRecords(
      db,
      [
        {
          company: "Zephyrquux Real",
          signalKind: "pain_point",
          signalText: "Zephyrquux needs a logo",
          signalDate: day(3),
        },
      ],
      "json",
    );
    const now = Date.now();
    await env.DB.prepare(
      `insert into prospects (dedupe_key, company, source, signal_kind, signal_text, signal_date, first_seen_at, last_active_at, is_demo)
       values ('demo:zephyrquux', 'Zephyrquux Demo', 'demo', 'pain_point', 'Zephyrquux needs a logo today', ?, ?, ?, 1)`,
    )
      .bind(now, now, now)
      .run();
    const { cookie } = await userWith("pro", 0);
    // Only the made-up name: 'logo' would name the designer's trade and widen to other tests' designer posts.
    const body = (await (await search(cookie, "zephyrquux")).json()) as SearchBody;
    expect(body.results.map((r) => r.company)).toEqual(["Zephyrquux Real"]);
  });

  it("never reads 'new' or a place called New-something as a date, and answers them", async () => {
    const { cookie } = await userWith("pro", 0);
    for (const query of ["bakery needing a new website", "bakery in New York", "new bakery bookkeeping help"]) {
      const body = (await (await search(cookie, query)).json()) as SearchBody & {
        understood: { recencyDays: number | null };
      };
      expect(body.understood.recencyDays, query).toBeNull();
      expect(
        body.results.map((r) => r.company),
        query,
      ).toContain("Bakery Ltd");
    }
  });

  it("answers a request phrased with filler words, someone hiring ahead of a launch using the same words", async () => {
    const { cookie } = await userWith("pro", 0);
    for (const query of [
      "anyone need a React dev? could use an extra pair of hands",
      "who is looking for react developers",
    ]) {
      const body = (await (await search(cookie, query)).json()) as SearchBody;
      expect(body.results.length, query).toBeGreaterThan(0);
      expect(body.results[0]!.signalKind, query).toBe("hiring");
      const launch = body.results.findIndex((r) => r.company === "Rocket Launchers");
      expect(launch === -1 || launch > 0, query).toBe(true);
      // Reasons name what matched, never a filler word.
      for (const r of body.results)
        expect(r.reasons.join(" "), query).not.toMatch(/\b(anyone|could|extra|pair|hands)\b/);
    }
  });
});

describe("GET /api/prospects/:id", () => {
  it("returns every section of the prospect, and 'Client Not Found' for an unknown id", async () => {
    const { cookie } = await userWith("free", 0);
    const row = await env.DB.prepare("select id from prospects where company = 'Bakery Ltd'").first<{ id: number }>();
    // Only a prospect a search delivered to this user can be opened.
    expect((await api(`/api/prospects/${row!.id}`, { cookie })).status).toBe(404);
    const found = (await (await search(cookie, "bakery bookkeeping")).json()) as SearchBody;
    expect(found.results.map((r) => r.company)).toContain("Bakery Ltd");
    const res = await api(`/api/prospects/${row!.id}`, { cookie });
    expect(res.status).toBe(200);
    const p = v.parse(ProspectDetail, await res.json());
    for (const key of [
      "name",
      "company",
      "role",
      "location",
      "bio",
      "contact",
      "signal",
      "painPoints",
      "insights",
      "recentActivity",
      "industry",
      "companySize",
      "source",
      "firstSeen",
      "lastActive",
      "responseProb",
      "urgencyLevel",
      "budgetLikelihood",
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(p.signalKind).toBe("pain_point");
    const missing = await api("/api/prospects/999999", { cookie });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("Client Not Found");
    expect((await api("/api/prospects/abc", { cookie })).status).toBe(400);
    expect((await api(`/api/prospects/${row!.id}`)).status).toBe(401);
  });
});
