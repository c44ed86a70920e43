import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminSession } from "./admin-helpers";
import { type Api, answerOf, api, apiAs, errorOf, type Input, signUp } from "./helpers";

type Change = Input<Api["admin"]["users"][":id"]["$patch"]>["json"];
const change = (id: number, json: Change, cookie: string) =>
  apiAs(cookie).admin.users[":id"].$patch({ param: { id: String(id) }, json });
const planOf = async (cookie: string) => (await answerOf(await apiAs(cookie).auth.me.$get(), 200)).plan.id;

const userId = async (email: string) =>
  (await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>())!.id;

describe("PATCH /api/admin/users/{id} {plan}", () => {
  it("lets a super_admin change a plan at once, shown as set by staff, and audits it", async () => {
    const user = await signUp();
    const id = await userId(user.email);
    const boss = await adminSession("super_admin");
    const res = await change(id, { plan: "pro" }, boss.cookie);
    expect(await answerOf(res, 200)).toEqual({ id, planId: "pro", disabled: false });

    expect(await planOf(user.cookie)).toBe("pro");
    const billing = await answerOf(await apiAs(user.cookie).billing.$get(), 200);
    expect(billing.subscription).toMatchObject({ source: "staff", planId: "pro" });
    const audit = await env.DB.prepare(
      "select action from audit_log where action = 'admin.user_plan_changed' and target = ?",
    )
      .bind(user.email)
      .all();
    expect(audit.results).toHaveLength(1);

    // back to Free: the staff row no longer counts as a subscription
    const down = await change(id, { plan: "free" }, boss.cookie);
    expect(down.status).toBe(200);
    expect(await planOf(user.cookie)).toBe("free");
  });

  it("gives a plan after a refunded one without the old period's end, so nothing says it renews on a past day", async () => {
    const user = await signUp();
    const id = await userId(user.email);
    // What a refund leaves: the Paystack subscription expired, its period ended today.
    const ended = Date.now() - 60_000;
    await env.DB.prepare(
      "insert into subscriptions (user_id, plan_id, status, source, current_period_end, cancelled_at) values (?, 'pro', 'expired', 'paystack', ?, ?)",
    )
      .bind(id, ended, ended)
      .run();
    const boss = await adminSession("super_admin");
    expect((await change(id, { plan: "agency" }, boss.cookie)).status).toBe(200);
    const billing = await answerOf(await apiAs(user.cookie).billing.$get(), 200);
    expect(billing.subscription).toMatchObject({ source: "staff", planId: "agency", status: "active" });
    expect(billing.subscription?.currentPeriodEnd).toBeNull();
  });

  it("refuses a moderator, a user, an unknown plan and an unknown user, changing nothing", async () => {
    const user = await signUp();
    const id = await userId(user.email);
    const mod = await adminSession("moderator");
    const boss = await adminSession("super_admin");
    expect((await change(id, { plan: "agency" }, mod.cookie)).status).toBe(403);
    expect((await change(id, { plan: "agency" }, user.cookie)).status).toBe(401);
    // a plan the schema does not name, and the old route: raw requests
    const bad = await api(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { plan: "gold" },
      cookie: boss.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("The plan must be free, pro or agency");
    const empty = await change(id, {}, boss.cookie);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("Send a plan, disabled, or both");
    const old = await api(`/api/admin/users/${id}/plan`, {
      method: "PATCH",
      json: { planId: "pro" },
      cookie: boss.cookie,
    });
    expect(old.status).toBe(404);
    expect((await change(999999, { plan: "pro" }, boss.cookie)).status).toBe(404);
    const row = await env.DB.prepare("select plan_id from users where id = ?").bind(id).first<{ plan_id: string }>();
    expect(row?.plan_id).toBe("free");
  });
});
