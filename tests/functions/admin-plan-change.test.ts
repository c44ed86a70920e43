import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminSession } from "./admin-helpers";
import { type Answer, type Api, api, errorOf, signUp } from "./helpers";

type Me = Answer<Api["auth"]["me"]["$get"]>;

const userId = async (email: string) =>
  (await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: number }>())!.id;

describe("PATCH /api/admin/users/{id} {plan}", () => {
  it("lets a super_admin change a plan at once, shown as set by staff, and audits it", async () => {
    const user = await signUp();
    const id = await userId(user.email);
    const boss = await adminSession("super_admin");
    const res = await api(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { plan: "pro" },
      cookie: boss.cookie,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ id, planId: "pro", disabled: false });

    const me = (await (await api("/api/auth/me", { cookie: user.cookie })).json()) as Me;
    expect(me.plan.id).toBe("pro");
    const billing = (await (await api("/api/billing", { cookie: user.cookie })).json()) as Answer<
      Api["billing"]["$get"]
    >;
    expect(billing.subscription).toMatchObject({ source: "staff", planId: "pro" });
    const audit = await env.DB.prepare(
      "select action from audit_log where action = 'admin.user_plan_changed' and target = ?",
    )
      .bind(user.email)
      .all();
    expect(audit.results).toHaveLength(1);

    // back to Free: the staff row no longer counts as a subscription
    const down = await api(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { plan: "free" },
      cookie: boss.cookie,
    });
    expect(down.status).toBe(200);
    const after = (await (await api("/api/auth/me", { cookie: user.cookie })).json()) as Me;
    expect(after.plan.id).toBe("free");
  });

  it("refuses a moderator, a user, an unknown plan and an unknown user, changing nothing", async () => {
    const user = await signUp();
    const id = await userId(user.email);
    const mod = await adminSession("moderator");
    const boss = await adminSession("super_admin");
    expect(
      (await api(`/api/admin/users/${id}`, { method: "PATCH", json: { plan: "agency" }, cookie: mod.cookie })).status,
    ).toBe(403);
    expect(
      (await api(`/api/admin/users/${id}`, { method: "PATCH", json: { plan: "agency" }, cookie: user.cookie })).status,
    ).toBe(401);
    const bad = await api(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { plan: "gold" },
      cookie: boss.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("The plan must be free, pro or agency");
    const empty = await api(`/api/admin/users/${id}`, { method: "PATCH", json: {}, cookie: boss.cookie });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("Send a plan, disabled, or both");
    const old = await api(`/api/admin/users/${id}/plan`, {
      method: "PATCH",
      json: { planId: "pro" },
      cookie: boss.cookie,
    });
    expect(old.status).toBe(404);
    expect(
      (await api("/api/admin/users/999999", { method: "PATCH", json: { plan: "pro" }, cookie: boss.cookie })).status,
    ).toBe(404);
    const row = await env.DB.prepare("select plan_id from users where id = ?").bind(id).first<{ plan_id: string }>();
    expect(row?.plan_id).toBe("free");
  });
});
