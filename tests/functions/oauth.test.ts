/**
 * OpenID Connect sign-in end to end, against a real OpenID provider
 * (`oidc-provider`, started by oidc-provider.global-setup.ts) configured as
 * "google". The test is the browser: it follows redirects by hand and keeps
 * the provider's cookies and ours in separate jars.
 */
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { answerOf, api, apiAs, ORIGIN, sessionCookie, signUp } from "./helpers";

const oidc = inject("oidc");
const issuerOrigin = new URL(oidc.issuer).origin;
const CALLBACK = `${ORIGIN}/api/auth/oauth/google/callback`;

const emailOf = (account: string) => {
  const email = oidc.accounts[account]?.email;
  if (!email) throw new Error(`test account ${account} has no e-mail`);
  return email;
};
const subOf = (account: string) => oidc.accounts[account]!.sub;

/** The cookies one site set, as a browser keeps them: by name and path. */
class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(res: Response) {
    for (const header of res.headers.getAll("set-cookie")) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = "/";
      let expired = value === "";
      for (const attribute of attributes) {
        const [key = "", val = ""] = attribute.split("=");
        if (/^path$/i.test(key)) path = val;
        if (/^max-age$/i.test(key) && Number(val) <= 0) expired = true;
        if (/^expires$/i.test(key) && Date.parse(val) <= Date.now()) expired = true;
      }
      if (expired) this.cookies.delete(`${name} ${path}`);
      else this.cookies.set(`${name} ${path}`, { name, value, path });
    }
  }

  /** The Cookie header for a request to `path` ("" when none apply). */
  header(path: string) {
    return [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
  }

  has(name: string) {
    return [...this.cookies.values()].some((c) => c.name === name);
  }
}

/** GET /api/auth/oauth/google/start: the redirect to the provider and our jar with `leadsmith_oauth`. */
async function start(query = "") {
  const res = await api(`/api/auth/oauth/google/start${query}`);
  expect(res.status).toBe(302);
  const ours = new CookieJar();
  ours.store(res);
  expect(ours.has("leadsmith_oauth")).toBe(true);
  return { res, authUrl: new URL(res.headers.get("location")!), ours };
}

/**
 * The user at the provider: follows its redirects with the provider's own
 * cookies, signs in as `account` at the interaction (or refuses), and returns
 * the URL the provider finally sends the browser to, on our origin.
 */
async function authorize(authUrl: URL, account: string | { deny: true }) {
  const jar = new CookieJar();
  let url = authUrl;
  let interacted = false;
  for (let hop = 0; hop < 10; hop++) {
    expect(url.origin).toBe(issuerOrigin);
    const cookie = jar.header(url.pathname);
    const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    jar.store(res);
    const body = await res.text();
    expect([302, 303], `${url.pathname}: ${res.status} ${body}`).toContain(res.status);
    const next = new URL(res.headers.get("location")!, url);
    if (next.origin !== issuerOrigin) return next;
    if (next.pathname.startsWith("/interaction/")) {
      expect(interacted, "the provider asked twice").toBe(false);
      interacted = true;
      if (typeof account === "string") next.searchParams.set("account", account);
      else next.searchParams.set("deny", "1");
    }
    url = next;
  }
  throw new Error("too many redirects at the provider");
}

/** Our callback, as the browser calls it with our cookies for that path. */
function callback(url: URL, ours: CookieJar | null) {
  expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
  return api(`${url.pathname}${url.search}`, { cookie: ours?.header(url.pathname) ?? "" });
}

/** A whole sign-in: start, the provider, our callback. */
async function signInWith(account: string, query = "") {
  const { authUrl, ours } = await start(query);
  const back = await authorize(authUrl, account);
  const res = await callback(back, ours);
  return { res, back, ours };
}

async function me(cookie: string) {
  return answerOf(await apiAs(cookie).auth.me.$get(), 200);
}

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;
const usersWithEmail = (email: string) => count("select count(*) as n from users where email = ?", email);
const oauthLinks = (account: string) =>
  count("select count(*) as n from oauth_accounts where provider = 'google' and subject = ?", subOf(account));

function expectFailure(res: Response, reason: string) {
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`/sign-in?oauth_error=${reason}`);
  expect(sessionCookie(res)).toBe("");
}

describe("GET /api/auth/oauth/google/start", () => {
  it("redirects to the provider's authorisation endpoint with state, nonce and a PKCE S256 challenge", async () => {
    const discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
    };
    const { res, authUrl } = await start();
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(discovery.authorization_endpoint);
    const p = authUrl.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("client_id")).toBe(oidc.clientId);
    expect(p.get("redirect_uri")).toBe(CALLBACK);
    expect(p.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/); // base64url of a SHA-256
    expect(p.get("state")?.length).toBeGreaterThanOrEqual(32);
    expect(p.get("nonce")?.length).toBeGreaterThanOrEqual(32);
    expect(p.get("client_secret")).toBeNull();

    const cookie = res.headers.getAll("set-cookie").find((c) => c.startsWith("leadsmith_oauth="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/oauth(;|$)/);
    expect(cookie).toMatch(/Max-Age=600/i);

    const again = (await start()).authUrl.searchParams;
    for (const param of ["state", "nonce", "code_challenge"]) expect(again.get(param)).not.toBe(p.get(param));
  });

  it("sends LinkedIn, which is not configured here, back to sign-up", async () => {
    const res = await api("/api/auth/oauth/linkedin/start");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-up?oauth_error=not_configured&provider=linkedin");
    expect(res.headers.getAll("set-cookie").some((c) => c.startsWith("leadsmith_oauth="))).toBe(false);
    const providers = await apiAs().auth.providers.$get();
    expect(await providers.json()).toEqual({ google: true, linkedin: false });
  });

  it("answers 404 for an unknown provider", async () => {
    expect((await api("/api/auth/oauth/github/start")).status).toBe(404);
    expect((await api("/api/auth/oauth/github/callback?code=x&state=y")).status).toBe(404);
  });
});

describe("GET /api/auth/oauth/google/callback", () => {
  it("signs a new user up with a working session and sends them to onboarding", async () => {
    const { res, back } = await signInWith("alice");
    expect(back.searchParams.get("code")).toBeTruthy();
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/onboarding");
    const session = sessionCookie(res);
    expect(session).toMatch(/^leadsmith_session=.+/);
    // The one-time state cookie is cleared.
    expect(res.headers.getAll("set-cookie").find((c) => c.startsWith("leadsmith_oauth="))).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
    );

    const { user } = await me(session);
    expect(user).toMatchObject({
      email: emailOf("alice"),
      name: "Alice Example",
      emailVerified: true,
      signUpMethod: "google",
      hasPassword: false,
    });
    const link = await env.DB.prepare(
      "select user_id, email from oauth_accounts where provider = 'google' and subject = ?",
    )
      .bind(subOf("alice"))
      .first<{ user_id: number; email: string }>();
    expect(link).toEqual({ user_id: user.id, email: emailOf("alice") });
  });

  it("finds the same user on the next sign-in with the same account", async () => {
    const first = await signInWith("alice");
    const second = await signInWith("alice");
    expect(second.res.headers.get("location")).toBe("/onboarding");
    const a = await me(sessionCookie(first.res));
    const b = await me(sessionCookie(second.res));
    expect(b.user.id).toBe(a.user.id);
    expect(sessionCookie(second.res)).not.toBe(sessionCookie(first.res));
    expect(await usersWithEmail(emailOf("alice"))).toBe(1);
    expect(await oauthLinks("alice")).toBe(1);
  });

  it("links a verified provider e-mail to the existing password account", async () => {
    const existing = await signUp(emailOf("carol"));
    const before = await me(existing.cookie);
    const { res } = await signInWith("carol");
    expect(res.headers.get("location")).toBe("/onboarding");
    const { user } = await me(sessionCookie(res));
    expect(user.id).toBe(before.user.id);
    expect(user.signUpMethod).toBe("email");
    // Settings asks for a password only where one is stored; here it would ask in vain.
    expect(before.user.hasPassword).toBe(true);
    expect(user.hasPassword).toBe(false);
    expect(await usersWithEmail(emailOf("carol"))).toBe(1);
    expect(await oauthLinks("carol")).toBe(1);
    // The password was set by someone who never proved the address: it and its sessions are gone.
    expect(user.emailVerified).toBe(true);
    expect((await apiAs(existing.cookie).auth.me.$get()).status).toBe(401);
    const pw = await apiAs().auth["sign-in"].$post({ json: { email: emailOf("carol"), password: existing.password } });
    expect(pw.status).toBe(401);
  });

  it("never links an unverified provider e-mail to an existing account", async () => {
    const existing = await signUp(emailOf("mallory"));
    const { res } = await signInWith("mallory");
    expectFailure(res, "email_unverified");
    expect(await oauthLinks("mallory")).toBe(0);
    expect(await usersWithEmail(emailOf("mallory"))).toBe(1);
    // The account's own session is untouched.
    expect((await me(existing.cookie)).user.signUpMethod).toBe("email");
  });

  it("sends onboarded users to the dashboard, or to a same-site returnTo only", async () => {
    const first = await signInWith("dave");
    expect(first.res.headers.get("location")).toBe("/onboarding");
    const done = await apiAs(sessionCookie(first.res)).profile.$put({
      json: { niche: "Web apps", completeOnboarding: true },
    });
    expect(done.status).toBe(200);

    expect((await signInWith("dave")).res.headers.get("location")).toBe("/dashboard");
    expect((await signInWith("dave", "?returnTo=%2Fleads%3Fstatus%3Dnew")).res.headers.get("location")).toBe(
      "/leads?status=new",
    );
    for (const evil of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "/\t/evil.example/",
      "/.//evil.example/",
      "//[",
    ]) {
      const { res } = await signInWith("dave", `?returnTo=${encodeURIComponent(evil)}`);
      expect(res.headers.get("location"), evil).toBe("/dashboard");
    }
  });

  it("refuses a tampered state and starts no session", async () => {
    const { authUrl, ours } = await start();
    const back = await authorize(authUrl, "bob");
    const state = back.searchParams.get("state")!;
    back.searchParams.set("state", `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`);
    const res = await callback(back, ours);
    expectFailure(res, "state");
    expect(await usersWithEmail(emailOf("bob"))).toBe(0);
  });

  it("refuses a callback that belongs to another sign-in attempt (state of a different cookie)", async () => {
    const victim = await start();
    const attacker = await start();
    const back = await authorize(attacker.authUrl, "bob");
    const res = await callback(back, victim.ours);
    expectFailure(res, "state");
    expect(await usersWithEmail(emailOf("bob"))).toBe(0);
  });

  it("answers oauth_error=expired without the leadsmith_oauth cookie", async () => {
    const { authUrl } = await start();
    const back = await authorize(authUrl, "bob");
    const res = await callback(back, null);
    expectFailure(res, "expired");
    expect(await usersWithEmail(emailOf("bob"))).toBe(0);
  });

  it("answers oauth_error=expired for a forged leadsmith_oauth cookie", async () => {
    const { authUrl, ours } = await start();
    const back = await authorize(authUrl, "bob");
    // Same payload, signature of another key: as if made without AUTH_SECRET.
    const [header, payload, signature = ""] = ours.header(back.pathname).replace("leadsmith_oauth=", "").split(".");
    const forged = `leadsmith_oauth=${header}.${payload}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const res = await api(`${back.pathname}${back.search}`, { cookie: forged });
    expectFailure(res, "expired");
  });

  it("answers oauth_error=denied when the user refuses at the provider", async () => {
    const { authUrl, ours } = await start();
    const back = await authorize(authUrl, { deny: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expectFailure(await callback(back, ours), "denied");
  });

  it("answers oauth_error=provider when the code is replayed", async () => {
    const { res, back, ours } = await signInWith("alice");
    expect(sessionCookie(res)).not.toBe("");
    expectFailure(await callback(back, ours), "provider");
  });

  it("answers oauth_error=no_email when the provider gives no e-mail", async () => {
    const { res } = await signInWith("nomail");
    expectFailure(res, "no_email");
    expect(await oauthLinks("nomail")).toBe(0);
  });

  it("answers oauth_error=expired on the LinkedIn callback, which is not configured", async () => {
    const res = await api("/api/auth/oauth/linkedin/callback?code=x&state=y");
    expectFailure(res, "expired");
  });
});
