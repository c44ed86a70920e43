import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { TrainingPage } from "#db/validation/responses";
import worker from "../../functions/worker";
import { adminSession } from "./admin-helpers";
import {
  type Answer,
  type Api,
  answerOf,
  api,
  apiAs,
  errorOf,
  GOOD_PASSWORD,
  type Input,
  ORIGIN,
  signUp,
} from "./helpers";
import { searchAs, seedOutreachProspects, userIdOf, userOnPlan } from "./outreach-helpers";

type Session = Awaited<ReturnType<typeof adminSession>>;
type NewCampaign = Input<Api["admin"]["campaigns"]["$post"]>["json"];
let boss: Session;
let mod: Session;

beforeAll(async () => {
  boss = await adminSession("super_admin");
  mod = await adminSession("moderator");
});

/** Runs the Worker's cron handler, optionally with other vars (a smaller batch). */
async function cron(vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "*/15 * * * *" }) as never,
    { ...env, ...vars } as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
}

/**
 * Calls the Worker's fetch with its own execution context and other vars, and waits for what
 * it left in waitUntil: a raw request, since the typed client goes through the test's own Worker.
 */
async function fetchAndWait(path: string, init: { json?: unknown; cookie: string }, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie: init.cookie },
      body: JSON.stringify(init.json ?? {}),
    }),
    { ...env, ...vars } as never,
    ctx as never,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function setProfile(cookie: string, json: Input<Api["profile"]["$put"]>["json"]) {
  await answerOf(await apiAs(cookie).profile.$put({ json }), 200);
}

async function mailTo(email: string, kind: string) {
  const { results } = await env.DB.prepare(
    "select text_body, html_body from email_outbox where to_address = ? and kind = ? order by id",
  )
    .bind(email, kind)
    .all<{ text_body: string; html_body: string | null }>();
  return results;
}

async function campaignById(id: number) {
  const res = await apiAs(boss.cookie).admin.campaigns.$get();
  expect(res.status).toBe(200);
  const { campaigns } = await res.json();
  return campaigns.find((c) => c.id === id)!;
}

describe("announcements to a group", () => {
  it("reach exactly the group's opted-in addresses, once, in batches, with opens and clicks counted", async () => {
    // The group: paid users. In it: two on Pro/Agency with announcements on, one in Nigeria.
    const paidA = await userOnPlan("pro", "Ada Paid");
    const paidB = await userOnPlan("agency", "Ben Paid");
    const paidC = await userOnPlan("pro", "Cy Paid");
    await setProfile(paidB.cookie, { country: "ng" });
    // Left out: a paid user who turned announcements off, one who used an opt-out link,
    // a suspended account, and free users.
    const quiet = await userOnPlan("pro", "Quiet Paid");
    await setProfile(quiet.cookie, { announcements: false });
    const optedOut = await userOnPlan("pro", "Opted Out");
    await env.DB.prepare("insert into do_not_contact (email, reason) values (?, 'unsubscribe')")
      .bind(optedOut.email)
      .run();
    const suspended = await userOnPlan("agency", "Sus Pended");
    await env.DB.prepare("update users set status = 'suspended' where id = ?").bind(suspended.id).run();
    const free = await signUp(undefined, undefined, "Fay Free");

    const link = "https://example.com/launch?utm=mail&x=1";
    const json: NewCampaign = {
      subject: "Pro news",
      content: `Hello!\n\nRead about it: ${link}. Or the docs at https://example.com/docs`,
      audience: "paid",
    };
    const campaigns = apiAs(boss.cookie).admin.campaigns;
    const preview = await campaigns.$post({ json: { ...json, preview: true } });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({ recipients: 3 });
    expect((await env.DB.prepare("select count(*) as n from campaigns").first<{ n: number }>())!.n).toBe(0);

    const { campaign } = await answerOf(await campaigns.$post({ json }), 201);
    expect(campaign).toMatchObject({ status: "draft", recipients: 0, sent: 0 });

    // Send with a batch of 2: the request queues everyone and its waitUntil sends one batch.
    const sent = await fetchAndWait(
      `/api/admin/campaigns/${campaign.id}/send`,
      { cookie: boss.cookie },
      {
        CAMPAIGN_BATCH_SIZE: "2",
      },
    );
    expect(sent.status, await sent.clone().text()).toBe(202);
    // the raw answer is the send route's own (the 202 the typed client names)
    const queued: Answer<Api["admin"]["campaigns"][":id"]["send"]["$post"], 202> = await sent.json();
    expect(queued.queued).toBe(3);
    let now = await campaignById(campaign.id);
    expect(now).toMatchObject({ status: "sending", recipients: 3, sent: 2, queued: 1 });

    // A second send of the same campaign is refused and queues nobody again.
    const again = await campaigns[":id"].send.$post({ param: { id: String(campaign.id) }, json: {} });
    expect(again.status).toBe(409);

    await cron({ CAMPAIGN_BATCH_SIZE: "2" });
    await cron({ CAMPAIGN_BATCH_SIZE: "2" });
    now = await campaignById(campaign.id);
    expect(now).toMatchObject({ status: "sent", recipients: 3, sent: 3, queued: 0, opened: 0, clicked: 0 });

    const kind = `campaign:${campaign.id}`;
    for (const u of [paidA, paidB, paidC]) expect(await mailTo(u.email, kind)).toHaveLength(1);
    for (const u of [quiet, optedOut, suspended, free]) expect(await mailTo(u.email, kind)).toHaveLength(0);
    const { results: all } = await env.DB.prepare("select to_address from email_outbox where kind = ?")
      .bind(kind)
      .all();
    expect(all).toHaveLength(3);

    // The message: links go through the app's redirect, the HTML carries the pixel.
    const [mail] = await mailTo(paidA.email, kind);
    expect(mail!.text_body).not.toContain(link);
    expect(mail!.text_body).toContain("/profile#notifications");
    const pixel = mail!.html_body!.match(/src="http:\/\/localhost:8787\/api\/c\/([A-Za-z0-9_-]{22})\/open"/);
    expect(pixel, mail!.html_body!).not.toBeNull();
    const token = pixel![1]!;
    const clickPath = mail!.text_body.match(/http:\/\/localhost:8787(\/api\/c\/[A-Za-z0-9_-]{22}\/click\/0)/)![1]!;
    expect(clickPath).toContain(token);

    // Opens count once per message, however often the pixel loads. The pixel and links are
    // followed as a mail client does, by the address in the message: raw requests.
    for (let i = 0; i < 2; i++) {
      const open = await api(`/api/c/${token}/open`);
      expect(open.status).toBe(200);
      expect(open.headers.get("content-type")).toBe("image/gif");
    }
    expect(await campaignById(campaign.id)).toMatchObject({ opened: 1, clicked: 0 });

    // A click redirects to the campaign's own link and counts once.
    const click = await api(clickPath);
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe(link);
    await api(clickPath);
    expect(await campaignById(campaign.id)).toMatchObject({ opened: 1, clicked: 1 });

    // A click on another recipient's message counts as its open too.
    const [mailB] = await mailTo(paidB.email, kind);
    const other = mailB!.text_body.match(/\/api\/c\/[A-Za-z0-9_-]{22}\/click\/1/)![0];
    const toDocs = await api(other);
    expect(toDocs.headers.get("location")).toBe("https://example.com/docs");
    expect(await campaignById(campaign.id)).toMatchObject({ opened: 2, clicked: 2 });

    // No open redirect: a link number the campaign does not have, or an unknown token, goes nowhere.
    expect((await api(clickPath.replace(/\/0$/, "/7"))).status).toBe(404);
    expect((await api("/api/c/AAAAAAAAAAAAAAAAAAAAAA/click/0")).status).toBe(404);
    expect((await api("/api/c/not-a-token/click/0")).status).toBe(400);
    expect((await api("/api/c/AAAAAAAAAAAAAAAAAAAAAA/open")).status).toBe(200);
    expect(await campaignById(campaign.id)).toMatchObject({ opened: 2, clicked: 2 });

    // Tokens come from the CSPRNG: all different, none derived from the row id.
    const { results: tokens } = await env.DB.prepare("select id, token from campaign_recipients where campaign_id = ?")
      .bind(campaign.id)
      .all<{ id: number; token: string }>();
    expect(new Set(tokens.map((t) => t.token)).size).toBe(3);
    for (const t of tokens) expect(t.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The Nigerian group is read from the profile's country.
    const ng = await campaigns.$post({
      json: { subject: "Naija", content: "Hi", audience: "nigerian", preview: true },
    });
    expect(await ng.json()).toEqual({ recipients: 1 });
  });

  it("e-mails the waitlist entries picked on the waitlist page, except those who opted out", async () => {
    const ids: number[] = [];
    for (const [name, email] of [
      ["Wanda Wait", "wanda-camp@example.com"],
      ["Otto Out", "otto-camp@example.com"],
      ["Nora Notpicked", "nora-camp@example.com"],
    ]) {
      const row = await env.DB.prepare(
        "insert into waitlist_entries (name, email, email_normalized) values (?, ?, ?) returning id",
      )
        .bind(name, email, email)
        .first<{ id: number }>();
      ids.push(row!.id);
    }
    await env.DB.prepare(
      "insert into do_not_contact (email, reason) values ('otto-camp@example.com', 'one_click')",
    ).run();
    const json: NewCampaign = {
      subject: "You're in",
      content: "Early access opens Monday.",
      audience: "waitlist",
      // Far more ids than D1's 100 bound parameters: unknown ones simply match nobody.
      waitlistIds: [...ids.slice(0, 2), ...Array.from({ length: 300 }, (_, i) => 1_000_000 + i)],
    };
    const created = await apiAs(boss.cookie).admin.campaigns.$post({ json });
    const body = await answerOf(created, 201);
    expect(body.recipients).toBe(1);
    const sent = await fetchAndWait(`/api/admin/campaigns/${body.campaign.id}/send`, { cookie: boss.cookie });
    expect(sent.status).toBe(202);
    await cron();
    const kind = `campaign:${body.campaign.id}`;
    const [mail] = await mailTo("wanda-camp@example.com", kind);
    expect(mail!.text_body).toContain("/unsubscribe?t=");
    expect(await mailTo("otto-camp@example.com", kind)).toHaveLength(0);
    expect(await mailTo("nora-camp@example.com", kind)).toHaveLength(0);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const before = (await env.DB.prepare("select count(*) as n from campaigns").first<{ n: number }>())!.n;
    const cases = [
      [{ subject: "", content: "x", audience: "all" }, "Subject is required"],
      [{ subject: "Hi", content: "x", audience: "martians" }, "Choose who receives it"],
      [{ subject: "Hi", content: "x", audience: "waitlist" }, "Select at least one waitlist entry"],
      [{ subject: "Hi\nBcc: x", content: "x", audience: "all" }, "one line"],
    ] as const;
    // among them a group the schema does not name: raw requests
    for (const [json, message] of cases) {
      const res = await api("/api/admin/campaigns", { json, cookie: boss.cookie });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
    // A group nobody is in cannot be sent.
    const campaigns = apiAs(boss.cookie).admin.campaigns;
    const empty = await campaigns.$post({
      json: { subject: "Hi", content: "x", audience: "waitlist", waitlistIds: [2_000_000_000] },
    });
    const { campaign } = await answerOf(empty, 201);
    const send = await campaigns[":id"].send.$post({ param: { id: String(campaign.id) }, json: {} });
    expect(send.status).toBe(409);
    expect((await errorOf(send)).message).toContain("Nobody in this group");
    expect(await campaignById(campaign.id)).toMatchObject({ status: "draft" });
    expect((await env.DB.prepare("select count(*) as n from campaigns").first<{ n: number }>())!.n).toBe(before + 1);
  });

  it("shows the e-mail service's configuration and its last failures", async () => {
    await env.DB.prepare(
      "insert into email_outbox (to_address, subject, text_body, kind, status, error) values ('fail@example.com', 's', 't', 'test', 'failed', '422 domain not verified')",
    ).run();
    const res = await apiAs(boss.cookie).admin.campaigns["email-status"].$get();
    expect(res.status).toBe(200);
    const status = await res.json();
    expect(status.mode).toBe("local");
    expect(status.apiKeySet).toBe(false);
    expect(status.lastFailures[0]).toMatchObject({ to: "f***@example.com", error: "422 domain not verified" });
  });
});

describe("roles", () => {
  const superOnly: [string, string, unknown?][] = [
    ["GET", "/api/admin/campaigns"],
    ["POST", "/api/admin/campaigns", { subject: "x", content: "y", audience: "all", preview: true }],
    ["POST", "/api/admin/campaigns/1/send", {}],
    ["GET", "/api/admin/campaigns/email-status"],
    ["GET", "/api/admin/templates"],
    ["POST", "/api/admin/templates", {}],
    ["PATCH", "/api/admin/templates/1", {}],
    ["DELETE", "/api/admin/templates/1"],
    ["GET", "/api/admin/content"],
    ["POST", "/api/admin/content", {}],
    ["PATCH", "/api/admin/content/1", {}],
    ["DELETE", "/api/admin/content/1"],
    ["GET", "/api/admin/content/training-data"],
  ];
  const anyAdmin: [string, string, unknown?][] = [
    ["GET", "/api/admin/support/suggestions"],
    ["PATCH", "/api/admin/support/suggestions/1", { status: "planned" }],
  ];
  // A sweep over a table of paths, as the access sweep does: raw requests.
  it("answers 401 without an admin session (a user session is not one), 403 to a moderator on super_admin routes", async () => {
    const user = await signUp();
    for (const [method, path, json] of [...superOnly, ...anyAdmin]) {
      const init = { method, ...(json !== undefined ? { json } : {}) };
      expect((await api(path, init)).status, `${method} ${path} signed out`).toBe(401);
      expect((await api(path, { ...init, cookie: user.cookie })).status, `${method} ${path} as a user`).toBe(401);
    }
    for (const [method, path, json] of superOnly) {
      const res = await api(path, { method, ...(json !== undefined ? { json } : {}), cookie: mod.cookie });
      expect(res.status, `${method} ${path} as a moderator`).toBe(403);
    }
    const list = await apiAs(mod.cookie).admin.support.suggestions.$get();
    expect(list.status).toBe(200);
  });
  it("keeps suggestions to signed-in users", async () => {
    const visitor = apiAs().suggestions;
    expect((await visitor.$get()).status).toBe(401);
    expect((await visitor.$post({ json: { suggestion: "Dark mode please" } })).status).toBe(401);
    expect((await visitor[":id"].vote.$post({ param: { id: "1" }, json: {} })).status).toBe(401);
  });
});

describe("pitch templates", () => {
  it("what staff save is what the pitch writer uses, and deactivating or deleting restores the default", async () => {
    await seedOutreachProspects();
    const u = await userOnPlan("pro");
    const id = (await searchAs(u.cookie)).get("Quillfeather Analytics")!.id;
    const pitchSubject = async () => {
      const res = await apiAs(u.cookie).pitches.$post({ json: { prospectId: id, tone: "direct" } });
      return (await answerOf(res, 201)).pitch.subject;
    };
    expect(await pitchSubject()).toBe("Freelance help for Quillfeather Analytics");

    const body = "{greeting}\n\n{signal_detail} {bridge}\n\n{offer}\n\n{ask}\n\n{sign_off}";
    const admin = apiAs(boss.cookie).admin;
    const created = await admin.templates.$post({
      json: { name: "Direct, short", tone: "direct", subject: "An idea for {company}", body },
    });
    const { id: templateId, templates } = await answerOf(created, 201);
    const template = admin.templates[":id"];
    const param = { id: String(templateId) };
    expect(templates.find((t) => t.id === templateId)!.inUse).toBe(true);
    expect(templates.filter((t) => t.tone === "direct" && t.inUse)).toHaveLength(1);
    expect(await pitchSubject()).toBe("An idea for Quillfeather Analytics");

    const edited = await template.$patch({ param, json: { subject: "A thought on {topic}" } });
    expect(edited.status).toBe(200);
    expect(await pitchSubject()).toMatch(/^A thought on /);

    await template.$patch({ param, json: { isActive: false } });
    expect(await pitchSubject()).toBe("Freelance help for Quillfeather Analytics");
    await template.$patch({ param, json: { isActive: true } });
    expect(await pitchSubject()).toMatch(/^A thought on /);
    const deleted = await template.$delete({ param });
    expect(deleted.status).toBe(200);
    expect(await pitchSubject()).toBe("Freelance help for Quillfeather Analytics");
    expect((await template.$delete({ param })).status).toBe(404);
  });

  it("refuses a template the writer could not fill, saying why", async () => {
    const bad = [
      [{ subject: "Hi {firstname}", body: "{signal_detail}" }, "{firstname}"],
      [{ subject: "Hi", body: "{greeting} Let's talk." }, "must contain {signal_detail}"],
    ] as const;
    for (const [fields, message] of bad) {
      const res = await apiAs(boss.cookie).admin.templates.$post({ json: { name: "Bad", tone: "casual", ...fields } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
  });
});

describe("announcement banner", () => {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const banner = async () => (await (await apiAs().content.banner.$get()).json()).banner;
  const content = () => apiAs(boss.cookie).admin.content;

  it("shows between its start and end only", async () => {
    expect(await banner()).toBeNull();
    const future = await content().$post({
      json: { message: "Maintenance on Sunday", startsAt: at(3_600_000), endsAt: at(7_200_000) },
    });
    await answerOf(future, 201);
    expect(await banner()).toBeNull();

    const live = await content().$post({
      json: {
        message: "Agency plan now 20% off",
        linkUrl: "/pricing",
        linkText: "See pricing",
        startsAt: at(-60_000),
        endsAt: at(3_600_000),
      },
    });
    const { banners } = await answerOf(live, 201);
    expect(banners.map((b) => b.state).sort()).toEqual(["live", "scheduled"]);
    expect(await banner()).toMatchObject({ message: "Agency plan now 20% off", linkUrl: "/pricing" });

    // An end before the stored start is refused; ending it now takes it down.
    const liveId = banners.find((b) => b.state === "live")!.id;
    const param = { id: String(liveId) };
    const ended = await content()[":id"].$patch({ param, json: { endsAt: at(-120_000) } });
    expect(ended.status).toBe(400);
    expect((await errorOf(ended)).message).toBe("The end must be after the start.");
    await content()[":id"].$patch({ param, json: { endsAt: at(-1000) } });
    expect(await banner()).toBeNull();
  });

  it("refuses an end before the start and links that are not http(s) or the site's own", async () => {
    for (const [json, message] of [
      [{ message: "x", startsAt: at(10), endsAt: at(0) }, "The end must be after the start"],
      [
        { message: "x", startsAt: at(0), endsAt: at(10), linkUrl: "javascript:alert(1)", linkText: "x" },
        "https:// or /",
      ],
      [{ message: "x", startsAt: at(0), endsAt: at(10), linkUrl: "//evil.example", linkText: "x" }, "https:// or /"],
      [{ message: "x", startsAt: at(0), endsAt: at(10), linkUrl: "/\\evil.example", linkText: "x" }, "https:// or /"],
    ] as const) {
      const res = await content().$post({ json });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toContain(message);
    }
  });
});

describe("feature suggestions", () => {
  it("a signed-in user suggests and votes once per suggestion; staff see them by votes and set the status", async () => {
    const alice = await signUp(undefined, undefined, "Alice");
    const bob = await signUp(undefined, undefined, "Bob");
    const filed = await apiAs(alice.cookie).suggestions.$post({ json: { suggestion: "  Export my clients to CSV  " } });
    const { id } = await answerOf(filed, 201);
    const other = await apiAs(bob.cookie).suggestions.$post({ json: { suggestion: "A dark theme for late nights" } });
    const otherId = (await answerOf(other, 201)).id;
    const vote = (cookie: string, on = id) =>
      apiAs(cookie).suggestions[":id"].vote.$post({ param: { id: String(on) }, json: {} });
    const list = async (cookie: string) => (await apiAs(cookie).suggestions.$get()).json();

    // The author's vote counts; voting again is refused and changes nothing.
    const again = await vote(alice.cookie);
    expect(again.status).toBe(409);
    const voted = await vote(bob.cookie);
    expect(voted.status).toBe(200);
    expect(await voted.json()).toEqual({ id, votes: 2, voted: true });
    const twice = await vote(bob.cookie);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe("You have already voted for this suggestion.");
    expect((await vote(bob.cookie, 999999)).status).toBe(404);

    const listed = await list(bob.cookie);
    expect(listed.suggestions[0]).toMatchObject({
      id,
      suggestion: "Export my clients to CSV",
      votes: 2,
      mine: false,
      voted: true,
    });
    expect(listed.suggestions.find((s) => s.id === otherId)).toMatchObject({ votes: 1, mine: true, voted: true });

    const staff = apiAs(mod.cookie).admin.support.suggestions;
    const admin = await (await staff.$get()).json();
    expect(admin.suggestions.map((s) => s.id).slice(0, 2)).toEqual([id, otherId]);
    expect(admin.suggestions[0]).toMatchObject({ votes: 2, user: { email: alice.email }, status: "under-review" });

    const planned = await staff[":id"].$patch({ param: { id: String(id) }, json: { status: "planned" } });
    expect(planned.status).toBe(200);
    const mine = await list(alice.cookie);
    expect(mine.suggestions.find((s) => s.id === id)!.status).toBe("planned");
    // a status the schema does not name: a raw request
    const bad = await api(`/api/admin/support/suggestions/${id}`, {
      method: "PATCH",
      json: { status: "shipped" },
      cookie: mod.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain("under-review, planned or implemented");

    // A voter who deletes their account takes their vote along.
    const gone = await apiAs(bob.cookie).account.$delete({ json: { password: GOOD_PASSWORD } });
    await answerOf(gone, 200);
    const after = await list(alice.cookie);
    expect(after.suggestions.find((s) => s.id === id)!.votes).toBe(1);
    expect(after.suggestions.find((s) => s.id === otherId)).toBeUndefined();
  });

  it("refuses a suggestion that is too short", async () => {
    const u = await signUp();
    const res = await apiAs(u.cookie).suggestions.$post({ json: { suggestion: "faster" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("at least 10 characters");
  });
});

describe("profile country and announcements", () => {
  it("takes the request's country at onboarding when none is chosen, and the switch turns announcements off", async () => {
    const u = await signUp();
    const profile = apiAs(u.cookie).profile;
    const fromNigeria = { headers: { "cf-ipcountry": "NG" } };
    const got = await profile.$get(undefined, fromNigeria);
    expect((await got.json()).requestCountry).toBe("NG");
    const done = await profile.$put({ json: { niche: "Web design", completeOnboarding: true } }, fromNigeria);
    const me = await done.json();
    expect(me.profile).toMatchObject({ country: "NG", announcements: true });
    const bad = await profile.$put({ json: { country: "Narnia" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("Choose a country from the list");
    await setProfile(u.cookie, { announcements: false, country: "gb" });
    const row = await env.DB.prepare("select country, announcements from user_profiles where user_id = ?")
      .bind(await userIdOf(u.email))
      .first<{ country: string; announcements: number }>();
    expect(row).toEqual({ country: "GB", announcements: 0 });
  });
});

describe("AI training data", () => {
  it("labels every sent pitch by its outcome, with what wrote it and how the deal went", async () => {
    const u = await signUp(undefined, undefined, "Tina Trainer");
    const userId = await userIdOf(u.email);
    const day = 86_400_000;
    const pitch = async (company: string, status: string, sentAgo: number | null, extra = "") => {
      const row = await env.DB.prepare(
        `insert into pitches (user_id, prospect_name, company_name, subject, content, tone, status, sent_at, source, signal_kind, match_score, driver, fell_back${extra ? ", responded_at" : ""})
         values (?, 'Pat', ?, 's', 'c', 'direct', ?, ?, 'hackernews', 'hiring', 88, 'builtin', 0${extra ? ", ?" : ""}) returning id`,
      )
        .bind(
          userId,
          company,
          status,
          sentAgo === null ? null : Date.now() - sentAgo * day,
          ...(extra ? [Date.now()] : []),
        )
        .first<{ id: number }>();
      return row!.id;
    };
    const replied = await pitch("Trainco Replied", "responded", 3, "yes");
    const silent = await pitch("Trainco Silent", "sent", 20);
    const fresh = await pitch("Trainco Fresh", "sent", 2);
    await pitch("Trainco Draft", "draft", null);

    const get = async (query: Input<Api["admin"]["content"]["training-data"]["$get"]>["query"] = {}) => {
      const res = await apiAs(boss.cookie).admin.content["training-data"].$get({ query });
      expect(res.status).toBe(200);
      // Parsed with the documented schema, so the OpenAPI document cannot drift from the answer.
      return v.parse(TrainingPage, await res.json());
    };
    const all = await get();
    const mine = all.rows.filter((r) => r.company.startsWith("Trainco"));
    expect(Object.fromEntries(mine.map((r) => [r.id, r.label]))).toEqual({
      [replied]: "responded",
      [silent]: "no_response",
      [fresh]: "awaiting",
    });
    expect(mine[0]).toMatchObject({ tone: "direct", matchScore: 88 });
    expect(all.counts).toMatchObject({ responded: expect.any(Number), no_response: expect.any(Number) });
    const onlySilent = await get({ label: "no_response" });
    expect(onlySilent.rows.map((r) => r.id)).toContain(silent);
    expect(onlySilent.rows.every((r) => r.label === "no_response")).toBe(true);
    expect(onlySilent.total).toBe(all.counts.no_response);
    // a label the schema does not name: a raw request
    const bad = await api("/api/admin/content/training-data?label=maybe", { cookie: boss.cookie });
    expect(bad.status).toBe(400);
  });
});
