import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { Dashboard } from "#db/validation/responses";
import { digestSubject, dueCompanies } from "#functions/services/follow-ups/digest";
import { type Api, answerOf, api, apiAs, errorOf, type Input, lastCodeFor } from "./helpers";
import { count, cronAt, searchAs, seedOutreachProspects, userOnPlan } from "./outreach-helpers";

beforeAll(seedOutreachProspects);

/** A user who pitched `company` and sent it by hand; answers the ids involved. */
async function sentPitch(cookie: string, company: string) {
  const found = (await searchAs(cookie)).get(company)!;
  const created = await apiAs(cookie).pitches.$post({ json: { prospectId: found.id, tone: "friendly" } });
  const { pitch } = await answerOf(created, 201);
  const sent = await apiAs(cookie).pitches[":id"].send.$post({
    param: { id: String(pitch.id) },
    json: { via: "manual", confirmRule: true },
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { pitchId: pitch.id, clientId: pitch.clientId, prospectId: found.id, matchScore: found.matchScore };
}

const followUpsOf = async (cookie: string, due = false) =>
  (await (await apiAs(cookie)["follow-ups"].$get({ query: due ? { due: "true" } : {} })).json()).followUps;

describe("clients", () => {
  it("saves a delivered prospect as a New Lead once, with the search's score", async () => {
    const { cookie } = await userOnPlan("pro");
    const found = (await searchAs(cookie)).get("Quillfeather Health")!;
    const first = await apiAs(cookie).clients.$post({ json: { prospectId: found.id } });
    expect(first.status).toBe(201);
    const { client } = await first.json();
    expect(client.stage).toBe("New Lead");
    expect(client.matchScore).toBe(found.matchScore);
    const again = await apiAs(cookie).clients.$post({ json: { prospectId: found.id } });
    expect(again.status).toBe(200);
    expect((await again.json()).client.id).toBe(client.id);
    // a string where the id goes: only a raw request can send it
    expect((await api("/api/clients", { json: { prospectId: "x" }, cookie })).status).toBe(400);
    expect((await apiAs().clients.$post({ json: { prospectId: found.id } })).status).toBe(401);
  });

  it("moves stages and sets revenue with bad input refused, other users kept out, and activity recorded", async () => {
    const { cookie } = await userOnPlan("pro");
    const { clientId } = await sentPitch(cookie, "Quillfeather Analytics");
    const param = { id: String(clientId) };
    const put = (json: Input<Api["clients"][":id"]["$put"]>["json"], c = cookie) =>
      apiAs(c).clients[":id"].$put({ param, json });
    // values no schema allows: only a raw request can send them
    const putRaw = (json: unknown) => api(`/api/clients/${clientId}`, { method: "PUT", json, cookie });
    expect((await putRaw({ stage: "Won" })).status).toBe(400);
    expect((await putRaw({ revenue: "$2K" })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await putRaw({ stage: "In Discussion", owner: 1 })).status).toBe(400);
    const other = await userOnPlan("pro");
    expect((await put({ stage: "Completed" }, other.cookie)).status).toBe(404);
    expect((await apiAs(other.cookie).clients[":id"].$get({ param })).status).toBe(404);
    expect((await apiAs().clients[":id"].$get({ param })).status).toBe(401);

    const moved = await put({ stage: "Proposal Sent", revenue: "$5K-$10K" });
    expect(moved.status).toBe(200);
    const { client } = await moved.json();
    expect(client).toMatchObject({ stage: "Proposal Sent", revenue: "$5K-$10K" });
    // Its follow-up is still chased at 'Proposal Sent' (below), so it is not yet called responded.
    expect(client.hasResponded).toBe(false);

    const detail = await (await apiAs(cookie).clients[":id"].$get({ param })).json();
    expect(detail.pitches).toHaveLength(1);
    expect(detail.followUps.map((f) => f.status)).toEqual(["pending"]);

    // moving past 'Proposal Sent' cancels the follow-up still waiting
    await put({ stage: "Project Started" });
    expect((await followUpsOf(cookie)).map((f) => f.status)).toEqual(["cancelled"]);
  });

  it("lists by tab and search text with the stat cards", async () => {
    const { cookie } = await userOnPlan("pro");
    const a = await sentPitch(cookie, "Quillfeather Analytics");
    await sentPitch(cookie, "Quillfeather Foods");
    const h = await sentPitch(cookie, "Quillfeather Health");
    const as = apiAs(cookie);
    await as.clients[":id"].$put({ param: { id: String(a.clientId) }, json: { stage: "Proposal Sent" } });
    await as.clients[":id"].$put({ param: { id: String(h.clientId) }, json: { stage: "Completed" } });
    await as.pitches[":id"].responded.$post({ param: { id: String(a.pitchId) }, json: {} });
    const list = async (query: Input<Api["clients"]["$get"]>["query"]) => (await as.clients.$get({ query })).json();
    const all = await list({});
    // Responded: the one whose pitch was answered and the one moved on to 'Completed' (no deal without a reply).
    expect(all.stats).toMatchObject({ total: 3, responded: 2, active: 2 });
    // Newest first, whichever was changed last: a card does not jump when its stage changes.
    expect(all.clients.map((c) => c.company)).toEqual([
      "Quillfeather Health",
      "Quillfeather Foods",
      "Quillfeather Analytics",
    ]);
    expect(all.stats.avgMatch).toBe(
      Math.round((a.matchScore + h.matchScore + (await list({ q: "foods" })).clients[0]!.matchScore!) / 3),
    );
    expect((await list({ tab: "new" })).clients.map((c) => c.company)).toEqual(["Quillfeather Foods"]);
    expect((await list({ tab: "proposals" })).clients.map((c) => c.company)).toEqual(["Quillfeather Analytics"]);
    expect((await list({ tab: "active" })).total).toBe(2);
    expect((await list({ q: "HEALTH" })).clients.map((c) => c.company)).toEqual(["Quillfeather Health"]);
    // wildcards and long text are plain text here
    expect((await list({ q: "%_%" })).total).toBe(0);
    // a tab the schema does not name: only a raw request can ask for it
    expect((await api("/api/clients?tab=won", { cookie })).status).toBe(400);
  });
});

describe("follow-ups", () => {
  it("lists due first, marks one sent once, keeps other users out, and a reply cancels the rest", async () => {
    const { cookie } = await userOnPlan("pro");
    const a = await sentPitch(cookie, "Quillfeather Analytics");
    const b = await sentPitch(cookie, "Quillfeather Foods");
    const due = await followUpsOf(cookie, true);
    expect(due.map((f) => f.pitchId)).toEqual([a.pitchId, b.pitchId]);
    expect(due[0]!.message).toMatch(/Quillfeather Analytics/);

    const param = { id: String(due[0]!.id) };
    const other = await userOnPlan("pro");
    expect((await apiAs(other.cookie)["follow-ups"][":id"].sent.$post({ param, json: {} })).status).toBe(404);
    expect((await apiAs()["follow-ups"][":id"].sent.$post({ param, json: {} })).status).toBe(401);
    // a channel the schema does not name: only a raw request can send it
    expect((await api(`/api/follow-ups/${due[0]!.id}/sent`, { json: { via: "pigeon" }, cookie })).status).toBe(400);

    const sent = await apiAs(cookie)["follow-ups"][":id"].sent.$post({ param, json: {} });
    expect(sent.status).toBe(200);
    const { followUp } = await sent.json();
    expect(followUp.status).toBe("sent");
    expect(followUp.sentDate).toBeTruthy();
    expect((await apiAs(cookie)["follow-ups"][":id"].sent.$post({ param, json: {} })).status).toBe(409);

    const respond = () => apiAs(cookie).pitches[":id"].responded.$post({ param: { id: String(b.pitchId) }, json: {} });
    await respond();
    expect(await followUpsOf(cookie, true)).toEqual([]);
    const responded = await respond();
    expect(responded.status).toBe(409);
    expect((await errorOf(responded)).code).toBe("not_sent");
  });

  it("e-mails a follow-up from the user's name with the opt-out link and headers", async () => {
    const { cookie, email } = await userOnPlan("pro", "Sam Rivers");
    const a = await sentPitch(cookie, "Quillfeather Analytics");
    const h = await sentPitch(cookie, "Quillfeather Health");
    const due = await followUpsOf(cookie, true);
    const toAnalytics = due.find((f) => f.pitchId === a.pitchId)!;
    const res = await apiAs(cookie)["follow-ups"][":id"].sent.$post({
      param: { id: String(toAnalytics.id) },
      json: { via: "email" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const mail = await env.DB.prepare(
      "select kind, text_body, from_name, reply_to, headers from email_outbox where to_address = ? order by id desc limit 1",
    )
      .bind("maria@quillfeather-analytics.example")
      .first<{ kind: string; text_body: string; from_name: string; reply_to: string; headers: string }>();
    expect(mail?.kind).toBe("follow_up");
    expect(mail?.from_name).toBe("Sam Rivers via Leadsmith");
    expect(mail?.reply_to).toBe(email);
    expect(mail?.text_body).toContain(toAnalytics.message);
    expect(mail?.text_body).toMatch(/\/unsubscribe\?t=/);
    expect(JSON.parse(mail!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    // no address known: refused, and the follow-up stays due
    const toHealth = due.find((f) => f.pitchId === h.pitchId)!;
    const none = await apiAs(cookie)["follow-ups"][":id"].sent.$post({
      param: { id: String(toHealth.id) },
      json: { via: "email" },
    });
    expect(none.status).toBe(422);
    expect((await followUpsOf(cookie, true)).map((f) => f.id)).toEqual([toHealth.id]);
  });
});

describe("the follow-up cron", () => {
  it("flags overdue follow-ups once, skipping answered and settled deals, and a second run changes nothing", async () => {
    const { cookie, id } = await userOnPlan("pro");
    const open = await sentPitch(cookie, "Quillfeather Analytics");
    const answered = await sentPitch(cookie, "Quillfeather Foods");
    const settled = await sentPitch(cookie, "Quillfeather Health");
    // the skip rules hold even when a follow-up was left pending (e.g. written before the rule)
    await env.DB.prepare("update pitches set status = 'responded' where id = ?").bind(answered.pitchId).run();
    await env.DB.prepare("update clients set stage = 'Hired' where id = ?").bind(settled.clientId).run();
    const later = Date.now() + 4 * 86_400_000;
    await cronAt(later);
    const status = async (pitchId: number) =>
      (await env.DB.prepare("select status from follow_ups where pitch_id = ?")
        .bind(pitchId)
        .first<{ status: string }>())!.status;
    expect(await status(open.pitchId)).toBe("overdue");
    expect(await status(answered.pitchId)).toBe("pending");
    expect(await status(settled.pitchId)).toBe("pending");
    const snapshot = await env.DB.prepare("select id, status, updated_at from follow_ups where user_id = ? order by id")
      .bind(id)
      .all();
    await cronAt(later + 60_000);
    const again = await env.DB.prepare("select id, status, updated_at from follow_ups where user_id = ? order by id")
      .bind(id)
      .all();
    expect(again.results).toEqual(snapshot.results);
  });

  it("e-mails one digest a day at 8:00 in the user's time zone, however often it runs, once the address is verified", async () => {
    const { cookie, email } = await userOnPlan("pro", "Kenji Sato");
    expect((await apiAs(cookie).profile.$put({ json: { timeZone: "Asia/Tokyo" } })).status).toBe(200);
    expect((await apiAs(cookie).profile.$put({ json: { timeZone: "Mars/Olympus" } })).status).toBe(400);
    await sentPitch(cookie, "Quillfeather Analytics");
    const digests = () =>
      count("select count(*) as n from email_outbox where to_address = ? and kind = 'follow_up_digest'", email);
    // Tokyo is UTC+9: 07:45 local is 22:45 UTC the day before.
    const dueDay = new Date(Date.now() + 3 * 86_400_000);
    const ymd = dueDay.toISOString().slice(0, 10);
    const at = (utc: string) => Date.parse(`${ymd}T${utc}Z`);
    // Not verified yet: the dashboard asks for that before any reminder is e-mailed, so none goes
    // out at 11:00 in Tokyo on the day it is due.
    await cronAt(at("02:00:00"));
    expect(await digests()).toBe(0);
    const code = await lastCodeFor(email);
    const verified = await apiAs().auth.otp.verify.$post({ json: { email, purpose: "verify_email", code: code! } });
    expect(verified.status).toBe(200);
    await cronAt(at("22:30:00") - 86_400_000); // 07:30 in Tokyo
    expect(await digests()).toBe(0);
    for (const t of ["23:00:00", "23:15:00", "23:30:00"]) await cronAt(at(t) - 86_400_000);
    await cronAt(at("02:00:00")); // 11:00 the same day in Tokyo
    expect(await digests()).toBe(1);
    expect(await digests()).toBe(1);
    const mail = await env.DB.prepare(
      "select subject, text_body from email_outbox where to_address = ? and kind = 'follow_up_digest'",
    )
      .bind(email)
      .first<{ subject: string; text_body: string }>();
    expect(mail?.subject).toBe("1 follow-up due today");
    expect(mail?.text_body).toMatch(/Quillfeather Analytics/);
    expect(mail?.text_body).toMatch(/\/profile#notifications/);

    // turned off: no digest on a later day
    expect((await apiAs(cookie).profile.$put({ json: { followUpDigest: false } })).status).toBe(200);
    await cronAt(at("23:30:00") + 86_400_000);
    expect(await digests()).toBe(1);
  });
});

describe("dueCompanies", () => {
  it("names each company once and counts the others due as companies", () => {
    expect(dueCompanies(["Acme", "Acme"])).toBe("Acme");
    expect(dueCompanies(["A", "B", "C", "D", "E", "F", "F", "G"])).toBe("A, B, C, D, E and 2 more");
  });
});

describe("digestSubject", () => {
  it("says 'due today' only of follow-ups that are, and overdue of the rest", () => {
    expect(digestSubject(1, 0)).toBe("1 follow-up due today");
    expect(digestSubject(2, 2)).toBe("2 follow-ups overdue");
    expect(digestSubject(2, 1)).toBe("2 follow-ups to send (1 overdue)");
  });
});

describe("GET /api/dashboard", () => {
  it("shows the user's own figures", async () => {
    const { cookie } = await userOnPlan("pro");
    expect((await apiAs().dashboard.$get()).status).toBe(401);
    const a = await sentPitch(cookie, "Quillfeather Analytics");
    const b = await sentPitch(cookie, "Quillfeather Foods");
    await sentPitch(cookie, "Quillfeather Health");
    const as = apiAs(cookie);
    await as.pitches[":id"].responded.$post({ param: { id: String(a.pitchId) }, json: {} });
    await as.clients[":id"].$put({
      param: { id: String(a.clientId) },
      json: { stage: "Project Started", revenue: "$5K-$10K" },
    });
    // A range set before the work is won is what the deal may be worth, not revenue generated.
    await as.clients[":id"].$put({
      param: { id: String(b.clientId) },
      json: { stage: "Proposal Sent", revenue: "$1K-$5K" },
    });
    const res = await as.dashboard.$get();
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Parsed with the documented schema, so the OpenAPI document cannot drift from the answer.
    const d = v.parse(Dashboard, await res.json());
    expect(d.stats).toMatchObject({
      responsesThisMonth: 1,
      responseRate: 33,
      averageResponseRate: 33,
      meetings: 2,
      revenue: 5000,
    });
    expect(d.followUpsDue.total).toBe(2);
    expect(d.highIntent).toHaveLength(3);
    // The activity says what the revenue was set to, as the stage events say where the deal moved.
    expect(d.recentActivity[0]).toMatchObject({ kind: "revenue", title: "Quillfeather Foods: revenue set to $1K-$5K" });
    expect(d.recentActivity.map((e) => e.kind)).toContain("response");
    const reddit = d.outcomes.bySource.find((o) => o.key === "reddit");
    expect(reddit).toMatchObject({ sent: 1, responded: 1, revenue: 5000 });
    expect(d.outcomes.byTone).toEqual([expect.objectContaining({ key: "friendly" })]);
  });

  it("counts every follow-up due for '+N more', not only the first fifty", async () => {
    const { cookie } = await userOnPlan("agency");
    const { pitchId } = await sentPitch(cookie, "Quillfeather Analytics");
    const userId = await env.DB.prepare("select user_id from pitches where id = ?")
      .bind(pitchId)
      .first<number>("user_id");
    const extra = Array.from({ length: 59 }, (_, i) =>
      env.DB.prepare(
        "insert into follow_ups (user_id, pitch_id, scheduled_at, message, status) values (?, ?, ?, 'Any news?', ?)",
      ).bind(userId, pitchId, Date.now() + i * 60_000, i % 2 ? "pending" : "overdue"),
    );
    await env.DB.batch(extra);
    const d = v.parse(Dashboard, await (await apiAs(cookie).dashboard.$get()).json());
    expect(d.followUpsDue.items).toHaveLength(3);
    expect(d.followUpsDue.total).toBe(60);
  });
});
