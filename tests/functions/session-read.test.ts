import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signUp } from "./helpers";

const sessionsOf = async (email: string) =>
  (
    await env.DB.prepare("select count(*) as n from sessions where user_id = (select id from users where email = ?)")
      .bind(email)
      .first<{ n: number }>()
  )?.n;

/** readSession's one statement (docs/performance.md, "Search speed: fewer copies"): who is signed in, and when not. */
describe("the session check", () => {
  it("signs the request in while the session lasts, and deletes it on sight once it has expired", async () => {
    const u = await signUp();
    expect((await api("/api/auth/me", { cookie: u.cookie })).status).toBe(200);
    expect(await sessionsOf(u.email)).toBe(1);

    await env.DB.prepare("update sessions set expires_at = ? where user_id = (select id from users where email = ?)")
      .bind(Date.now() - 1000, u.email)
      .run();
    expect((await api("/api/auth/me", { cookie: u.cookie })).status).toBe(401);
    expect(await sessionsOf(u.email)).toBe(0);
  });

  it("answers 401 for a token no session has", async () => {
    const u = await signUp();
    const forged = `${u.cookie.split("=")[0]}=${"a".repeat(43)}`;
    expect((await api("/api/auth/me", { cookie: forged })).status).toBe(401);
    expect((await api("/api/auth/me", { cookie: u.cookie })).status).toBe(200);
  });
});
