import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  PitchCreated,
  PitchDetail,
  PitchPage,
  PitchRegenerated,
  PitchSaved,
  PitchSent,
} from "#db/validation/responses";
import { type Api, answerOf, api, apiAs, errorOf, type Input, signUp } from "./helpers";
import { count, prospectId, searchAs, seedOutreachProspects, userIdOf, userOnPlan } from "./outreach-helpers";

// Every pitch answer is parsed with the schema the OpenAPI document gives for it, so the two cannot drift.

beforeAll(seedOutreachProspects);

type Tone = Input<Api["pitches"]["$post"]>["json"]["tone"];
const create = (cookie: string, id: number, tone: Tone = "professional") =>
  apiAs(cookie).pitches.$post({ json: { prospectId: id, tone } });

/** One pitch's routes, as a user (or a visitor, without a cookie). */
const pitchOf = (id: number, cookie?: string) => {
  const one = apiAs(cookie).pitches[":id"];
  const param = { id: String(id) };
  return {
    get: () => one.$get({ param }),
    put: (json: Input<Api["pitches"][":id"]["$put"]>["json"]) => one.$put({ param, json }),
    delete: () => one.$delete({ param }),
    send: (json: Input<Api["pitches"][":id"]["send"]["$post"]>["json"]) => one.send.$post({ param, json }),
    regenerate: (json: Input<Api["pitches"][":id"]["regenerate"]["$post"]>["json"]) =>
      one.regenerate.$post({ param, json }),
  };
};

async function draftFor(cookie: string, company: string, tone: Tone = "professional") {
  const id = (await searchAs(cookie)).get(company)?.id;
  expect(id, `${company} delivered`).toBeDefined();
  const res = await create(cookie, id!, tone);
  expect(res.status, await res.clone().text()).toBe(201);
  return v.parse(PitchCreated, await res.json());
}

describe("POST /api/pitches", () => {
  it("answers 401 signed out and 400 for a bad body, creating nothing", async () => {
    expect((await apiAs().pitches.$post({ json: { prospectId: 1 } })).status).toBe(401);
    const { cookie, id } = await userOnPlan("pro");
    // bodies no schema allows: only a raw request can send them
    for (const json of [{}, { prospectId: "1" }, { prospectId: 1, tone: "angry" }, { prospectId: 1, userId: 5 }]) {
      expect((await api("/api/pitches", { json, cookie })).status).toBe(400);
    }
    expect(await count("select count(*) as n from pitches where user_id = ?", id)).toBe(0);
  });

  it("answers 404 for a prospect no search delivered to this user, and creates nothing", async () => {
    const { cookie, id } = await userOnPlan("pro");
    const res = await create(cookie, await prospectId("Quillfeather Analytics"));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Client Not Found");
    expect((await create(cookie, 999_999)).status).toBe(404);
    expect(await count("select count(*) as n from pitches where user_id = ?", id)).toBe(0);
    expect(await count("select count(*) as n from clients where user_id = ?", id)).toBe(0);
    expect(
      (await apiAs(cookie).clients.$post({ json: { prospectId: await prospectId("Quillfeather Analytics") } })).status,
    ).toBe(404);
  });

  it("writes a grounded draft from the record, makes the prospect a client, and uses one pitch", async () => {
    const { cookie, id } = await userOnPlan("pro", "Sam Rivers");
    const before = await count("select coalesce(sum(pitches_used), 0) as n from usage where user_id = ?", id);
    const { pitch, verification, quota } = await draftFor(cookie, "Quillfeather Analytics");
    expect(pitch.status).toBe("draft");
    expect(pitch.driver).toBe("builtin");
    expect(pitch.prospectName).toBe("Maria Lopez");
    expect(pitch.content).toMatch(/Maria/);
    expect(pitch.content).not.toMatch(/\{[a-z_]+\}/i);
    expect(verification.ok).toBe(true);
    expect(verification.claims.length).toBeGreaterThan(0);
    const record = (await env.DB.prepare("select signal_text from prospects where id = ?")
      .bind(pitch.prospectId)
      .first<{ signal_text: string }>())!.signal_text;
    for (const claim of verification.claims) expect(record).toContain(claim.source);
    expect(await count("select coalesce(sum(pitches_used), 0) as n from usage where user_id = ?", id)).toBe(before + 1);
    expect(quota.remaining).toBe(49);
    const client = await env.DB.prepare("select stage from clients where id = ?")
      .bind(pitch.clientId)
      .first<{ stage: string }>();
    expect(client?.stage).toBe("New Lead");
  });

  it("never greets a prospect by a handle or the company", async () => {
    const { cookie } = await userOnPlan("pro");
    const { pitch } = await draftFor(cookie, "Quillfeather Robotics");
    expect(pitch.prospectName).toBe("Quillfeather Robotics");
    expect(pitch.content.split("\n")[0]).not.toMatch(/Quillfeather/);
  });

  it("gives exactly 5 of 50 parallel creates when 5 pitches are left", async () => {
    const { cookie, id } = await userOnPlan("free");
    const target = (await searchAs(cookie)).get("Quillfeather Health")!.id;
    await env.DB.prepare("update usage set pitches_used = 10 where user_id = ? and period = 'lifetime'").bind(id).run();
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(cookie, target)));
    // The client types only the statuses a route returns itself; refusals are thrown (functions/lib/errors.ts).
    const statuses: number[] = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const refused = answers[statuses.indexOf(429)]!;
    const error = await errorOf(refused);
    expect(error.code).toBe("pitch_limit_reached");
    expect(error.details).toEqual({ title: "Pitch Limit Reached" });
    expect(await count("select count(*) as n from pitches where user_id = ?", id)).toBe(5);
    expect(await count("select pitches_used as n from usage where user_id = ? and period = 'lifetime'", id)).toBe(15);
  });
});

describe("the pitch limit", () => {
  it("tells a Pro user at the limit when pitches start afresh and what Agency gives", async () => {
    const { cookie, id } = await userOnPlan("pro");
    const target = (await searchAs(cookie)).get("Quillfeather Health")!.id;
    const month = new Date().toISOString().slice(0, 7);
    await env.DB.prepare("update usage set pitches_used = 50 where user_id = ? and period = ?").bind(id, month).run();
    const refused = await create(cookie, target);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(
      "You have used all 50 pitches of your Pro plan this month; they start afresh on the first of next month (UTC). Agency gives you 100 pitches a month.",
    );
  });
});

describe("editing, deleting and reading a pitch", () => {
  it("edits a draft, re-runs the checks, and keeps another user out (404)", async () => {
    const { cookie } = await userOnPlan("pro");
    const { pitch } = await draftFor(cookie, "Quillfeather Analytics");
    const put = await pitchOf(pitch.id, cookie).put({ subject: "Your customer dashboard", tone: "direct" });
    expect(put.status).toBe(200);
    const edited = v.parse(PitchSaved, await put.json());
    expect(edited.pitch.subject).toBe("Your customer dashboard");
    expect(edited.pitch.tone).toBe("direct");
    expect(edited.verification?.ok).toBe(true);

    const other = await userOnPlan("pro");
    const theirs = pitchOf(pitch.id, other.cookie);
    expect((await theirs.get()).status).toBe(404);
    expect((await theirs.put({ subject: "x" })).status).toBe(404);
    expect((await theirs.delete()).status).toBe(404);
    expect((await theirs.send({ via: "manual" })).status).toBe(404);
    expect((await pitchOf(pitch.id).get()).status).toBe(401);
    expect((await pitchOf(pitch.id, cookie).put({ content: "" })).status).toBe(400);
    const read = await pitchOf(pitch.id, cookie).get();
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect(v.parse(PitchDetail, await read.json()).pitch.subject).toBe("Your customer dashboard");
  });

  it("an edit that invents a fact about the prospect blocks sending, and changes nothing", async () => {
    const { cookie } = await userOnPlan("pro");
    const { pitch } = await draftFor(cookie, "Quillfeather Analytics");
    const invented = `${pitch.content}\n\nCongrats on closing your $12M Series A last week!`;
    const put = await pitchOf(pitch.id, cookie).put({ content: invented });
    const { verification } = v.parse(PitchSaved, await put.json());
    expect(verification?.ok).toBe(false);
    expect(verification?.problems.map((p) => p.kind)).toContain("unsupported_claim");
    const send = await pitchOf(pitch.id, cookie).send({ via: "manual" });
    expect(send.status).toBe(422);
    expect((await errorOf(send)).code).toBe("pitch_not_ready");
    expect(await count("select count(*) as n from pitches where id = ? and status = 'draft'", pitch.id)).toBe(1);
    expect(await count("select count(*) as n from follow_ups where pitch_id = ?", pitch.id)).toBe(0);

    const placeholder = await pitchOf(pitch.id, cookie).put({ content: `Hi {name},\n\n${pitch.content}` });
    expect(v.parse(PitchSaved, await placeholder.json()).verification?.problems.map((p) => p.kind)).toContain(
      "placeholder",
    );
    expect((await pitchOf(pitch.id, cookie).send({ via: "manual" })).status).toBe(422);
  });

  it("regenerates a draft in another tone without using quota, and deletes a draft", async () => {
    const { cookie, id } = await userOnPlan("pro");
    const { pitch } = await draftFor(cookie, "Quillfeather Foods");
    const used = await count("select coalesce(sum(pitches_used), 0) as n from usage where user_id = ?", id);
    const regen = await pitchOf(pitch.id, cookie).regenerate({ tone: "casual" });
    expect(regen.status).toBe(200);
    const again = v.parse(PitchRegenerated, await regen.json());
    expect(again.pitch.tone).toBe("casual");
    expect(again.pitch.content).not.toBe(pitch.content);
    expect(again.verification.ok).toBe(true);
    expect(await count("select coalesce(sum(pitches_used), 0) as n from usage where user_id = ?", id)).toBe(used);
    const del = await pitchOf(pitch.id, cookie).delete();
    expect(del.status).toBe(200);
    expect(await count("select count(*) as n from pitches where id = ?", pitch.id)).toBe(0);
  });

  it("lists pitches by tab with counts and pages", async () => {
    const { cookie } = await userOnPlan("pro");
    const a = await draftFor(cookie, "Quillfeather Health");
    await draftFor(cookie, "Quillfeather Foods");
    await pitchOf(a.pitch.id, cookie).send({ via: "manual" });
    const list = (query: Input<Api["pitches"]["$get"]>["query"]) => apiAs(cookie).pitches.$get({ query });
    const all = v.parse(PitchPage, await (await list({})).json());
    expect(all.counts).toEqual({ all: 2, draft: 1, sent: 1, responded: 0 });
    const sent = v.parse(PitchPage, await (await list({ status: "sent" })).json());
    expect(sent.pitches.map((p) => p.id)).toEqual([a.pitch.id]);
    const mine = v.parse(
      PitchPage,
      await (await list({ status: "sent", prospectId: String(a.pitch.prospectId) })).json(),
    );
    expect(mine.pitches.map((p) => p.id)).toEqual([a.pitch.id]);
    const none = v.parse(
      PitchPage,
      await (await list({ status: "draft", prospectId: String(a.pitch.prospectId) })).json(),
    );
    expect(none.pitches).toEqual([]);
    // a tab the schema does not name: only a raw request can ask for it
    expect((await api("/api/pitches?status=lost", { cookie })).status).toBe(400);
    expect((await list({ prospectId: "abc" })).status).toBe(400);
    expect((await list({ page: "0" })).status).toBe(400);
  });
});

describe("POST /api/pitches/{id}/send", () => {
  it("e-mails the prospect from the user's name with Reply-To, an opt-out link and the List-Unsubscribe headers, and schedules a follow-up in 3 days", async () => {
    const { cookie, email } = await userOnPlan("pro", "Sam Rivers");
    const { pitch } = await draftFor(cookie, "Quillfeather Analytics");
    const before = Date.now();
    const res = await pitchOf(pitch.id, cookie).send({ via: "email" });
    const body = v.parse(PitchSent, await answerOf(res, 200));
    expect(body.pitch.status).toBe("sent");
    expect(body.followUp.status).toBe("pending");
    const due = Date.parse(body.followUp.scheduledDate) - before;
    expect(due).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(due).toBeLessThan(3 * 86_400_000 + 60_000);

    const mail = await env.DB.prepare(
      "select subject, text_body, from_name, reply_to, headers, kind from email_outbox where to_address = ? order by id desc limit 1",
    )
      .bind("maria@quillfeather-analytics.example")
      .first<{
        subject: string;
        text_body: string;
        from_name: string;
        reply_to: string;
        headers: string;
        kind: string;
      }>();
    expect(mail?.kind).toBe("pitch");
    expect(mail?.subject).toBe(pitch.subject);
    expect(mail?.from_name).toBe("Sam Rivers via Leadsmith");
    expect(mail?.reply_to).toBe(email);
    expect(mail?.text_body).toMatch(/\/unsubscribe\?t=/);
    const headers = JSON.parse(mail!.headers) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(/^<http.*\/api\/unsubscribe\/one-click\?t=.+>$/);

    // a sent pitch can no longer be edited, deleted or sent again
    const mine = pitchOf(pitch.id, cookie);
    expect((await mine.put({ subject: "x" })).status).toBe(409);
    expect((await mine.delete()).status).toBe(409);
    expect((await mine.send({ via: "email" })).status).toBe(409);
    expect(await count("select count(*) as n from follow_ups where pitch_id = ?", pitch.id)).toBe(1);
  });

  it("sends a racing pair once", async () => {
    const { cookie } = await userOnPlan("pro");
    const { pitch } = await draftFor(cookie, "Quillfeather Foods");
    const mine = pitchOf(pitch.id, cookie);
    const [a, b] = await Promise.all([mine.send({ via: "email" }), mine.send({ via: "email" })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await count("select count(*) as n from follow_ups where pitch_id = ?", pitch.id)).toBe(1);
  });

  it("asks to confirm the source's contact rule before sending a Hacker News hiring lead", async () => {
    const { cookie } = await userOnPlan("pro");
    const { pitch, contactRule } = await draftFor(cookie, "Quillfeather Robotics");
    expect(contactRule).toMatch(/\w/);
    const refused = await pitchOf(pitch.id, cookie).send({ via: "manual" });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe("confirm_contact_rule");
    const ok = await pitchOf(pitch.id, cookie).send({ via: "manual", confirmRule: true });
    expect(ok.status).toBe(200);
  });

  it("refuses e-mail when no address is known, and records a manual send", async () => {
    const { cookie } = await userOnPlan("pro");
    const { pitch } = await draftFor(cookie, "Quillfeather Health");
    const noEmail = await pitchOf(pitch.id, cookie).send({ via: "email" });
    expect(noEmail.status).toBe(422);
    expect((await errorOf(noEmail)).code).toBe("no_email");
    expect(await count("select count(*) as n from pitches where id = ? and status = 'draft'", pitch.id)).toBe(1);
    const manual = await pitchOf(pitch.id, cookie).send({ via: "manual" });
    expect(v.parse(PitchSent, await manual.json()).pitch.sentVia).toBe("manual");
    // a channel the schema does not name: only a raw request can send it
    expect((await api(`/api/pitches/${pitch.id}/send`, { json: { via: "fax" }, cookie })).status).toBe(400);
  });
});

describe("opting out", () => {
  it("one click puts the address on the do-not-contact list, and no user can pitch it again (409)", async () => {
    const first = await userOnPlan("pro");
    const { pitch } = await draftFor(first.cookie, "Quillfeather Foods");
    await pitchOf(pitch.id, first.cookie).send({ via: "email" });
    const mail = await env.DB.prepare("select headers from email_outbox where to_address = ? order by id desc limit 1")
      .bind("hello@quillfeather-foods.example")
      .first<{ headers: string }>();
    const link = JSON.parse(mail!.headers)["List-Unsubscribe"].slice(1, -1) as string;
    const url = new URL(link);

    // a forged token and a missing body change nothing (form-encoded, as mail providers send it: raw requests)
    const forged = await api(`${url.pathname}?t=${url.searchParams.get("t")!.slice(0, -4)}AAAA`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
    expect((await api(`${url.pathname}${url.search}`, { method: "POST" })).status).toBe(400);
    expect(
      await count("select count(*) as n from do_not_contact where email = ?", "hello@quillfeather-foods.example"),
    ).toBe(0);

    // as a mail provider sends it: form-encoded, from another origin, no cookies
    const click = await api(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(click.status).toBe(200);
    expect(
      await count("select count(*) as n from do_not_contact where email = ?", "hello@quillfeather-foods.example"),
    ).toBe(1);

    const second = await userOnPlan("pro");
    const draft = await draftFor(second.cookie, "Quillfeather Foods");
    for (const via of ["email", "manual"] as const) {
      const res = await pitchOf(draft.pitch.id, second.cookie).send({ via });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe("do_not_contact");
    }
  });

  it("the opt-out page's JSON calls read and apply a token", async () => {
    const first = await userOnPlan("pro");
    const { pitch } = await draftFor(first.cookie, "Quillfeather Analytics");
    await pitchOf(pitch.id, first.cookie).send({ via: "email" });
    const text = (await env.DB.prepare(
      "select text_body from email_outbox where to_address = ? order by id desc limit 1",
    )
      .bind("maria@quillfeather-analytics.example")
      .first<{ text_body: string }>())!.text_body;
    const token = decodeURIComponent(text.match(/unsubscribe\?t=([^\s]+)/)![1]!);
    const optOut = apiAs().unsubscribe;
    const read = await optOut.$get({ query: { t: token } });
    expect(await read.json()).toEqual({ email: "m***@quillfeather-analytics.example", optedOut: false });
    expect((await optOut.$get({ query: { t: "not-a-real-token-at-all-xx" } })).status).toBe(400);
    const done = await optOut.$post({ json: { token } });
    expect(done.status).toBe(200);
    expect((await (await optOut.$get({ query: { t: token } })).json()).optedOut).toBe(true);
    await env.DB.prepare("delete from do_not_contact where email = ?")
      .bind("maria@quillfeather-analytics.example")
      .run();
  });
});

describe("GET /api/prospects/{id}", () => {
  it("answers 404 for a prospect never shown to the user and 200 with the search's score for one shown", async () => {
    const { cookie } = await signUp();
    const id = await prospectId("Quillfeather Analytics");
    const prospect = () => apiAs(cookie).prospects[":id"].$get({ param: { id: String(id) } });
    const hidden = await prospect();
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: { code: "not_found", message: "Client Not Found" } });
    const found = (await searchAs(cookie)).get("Quillfeather Analytics")!;
    const shown = await prospect();
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    const body = await answerOf(shown, 200);
    expect(body.match?.score).toBe(found.matchScore);
    expect(body.match?.reasons.length).toBeGreaterThan(0);
  });

  it("names the user's client made from the prospect, so a reopened page offers it rather than 'Save'", async () => {
    const { cookie } = await signUp();
    const found = (await searchAs(cookie)).get("Quillfeather Analytics")!;
    const prospect = async () =>
      answerOf(await apiAs(cookie).prospects[":id"].$get({ param: { id: String(found.id) } }), 200);
    expect((await prospect()).clientId).toBeNull();
    const saved = await answerOf(await apiAs(cookie).clients.$post({ json: { prospectId: found.id } }), 201);
    expect((await prospect()).clientId).toBe(saved.client.id);
    // Another user who was shown the same prospect has no client from it.
    const other = await signUp();
    await searchAs(other.cookie);
    const theirs = await apiAs(other.cookie).prospects[":id"].$get({ param: { id: String(found.id) } });
    expect((await answerOf(theirs, 200)).clientId).toBeNull();
  });

  it("does not charge a search that finds nothing", async () => {
    const u = await signUp();
    const id = await userIdOf(u.email);
    const res = await apiAs(u.cookie).search.$post({ json: { query: "xqzvw plorbnik" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results).toEqual([]);
    expect(body.quota.used).toBe(0);
    expect(await count("select coalesce(sum(searches_used), 0) as n from usage where user_id = ?", id)).toBe(0);
  });
});
