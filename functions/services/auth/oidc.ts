import { createRemoteJWKSet, jwtVerify, SignJWT } from "jose";
import * as v from "valibot";
import type { Bindings } from "../../env";
import { base64url, randomToken } from "../../lib/crypto";

export const providers = ["google", "linkedin"] as const;
export type Provider = (typeof providers)[number];

type ProviderConfig = { issuer: string; clientId: string; clientSecret: string };
type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };

const defaultIssuers: Record<Provider, string> = {
  google: "https://accounts.google.com",
  linkedin: "https://www.linkedin.com/oauth",
};

/** A provider is offered only when its client id and secret are configured. */
export function providerConfig(env: Bindings, provider: Provider): ProviderConfig | null {
  const [issuer, id, secret] =
    provider === "google"
      ? [env.OAUTH_GOOGLE_ISSUER, env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET]
      : [env.OAUTH_LINKEDIN_ISSUER, env.OAUTH_LINKEDIN_CLIENT_ID, env.OAUTH_LINKEDIN_CLIENT_SECRET];
  if (!id || !secret) return null;
  return { issuer: (issuer || defaultIssuers[provider]).replace(/\/$/, ""), clientId: id, clientSecret: secret };
}

const discoveries = new Map<string, Promise<Discovery>>();
const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function discover(issuer: string) {
  let d = discoveries.get(issuer);
  if (!d) {
    d = fetch(`${issuer}/.well-known/openid-configuration`).then(async (res) => {
      if (!res.ok) throw new Error(`OIDC discovery failed for ${issuer}: ${res.status}`);
      const doc = (await res.json()) as Discovery;
      // OpenID Connect Discovery 1.0 section 4.3: the document must name the issuer we asked.
      if (doc.issuer.replace(/\/$/, "") !== issuer) throw new Error(`OIDC discovery issuer mismatch: ${doc.issuer}`);
      return doc;
    });
    d.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, d);
  }
  return d;
}

async function pkceChallenge(verifier: string) {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
}

/** What the signed state cookie carries between the redirect and the callback. */
const OAuthState = v.object({
  provider: v.picklist(providers),
  state: v.string(),
  nonce: v.string(),
  verifier: v.string(),
  returnTo: v.string(),
});
export type OAuthState = v.InferOutput<typeof OAuthState>;

/** Builds the authorisation URL and the signed state (state, nonce, PKCE verifier) for the short-lived cookie. */
export async function beginAuthorization(
  config: ProviderConfig,
  provider: Provider,
  redirectUri: string,
  secret: string,
  returnTo: string,
) {
  const d = await discover(config.issuer);
  const st: OAuthState = {
    provider,
    state: randomToken(24),
    nonce: randomToken(24),
    verifier: randomToken(32),
    returnTo,
  };
  const url = new URL(d.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state: st.state,
    nonce: st.nonce,
    code_challenge: await pkceChallenge(st.verifier),
    code_challenge_method: "S256",
  }).toString();
  const cookie = await new SignJWT({ ...st })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(new TextEncoder().encode(secret));
  return { url: url.toString(), cookie };
}

export async function readState(cookie: string, secret: string) {
  const { payload } = await jwtVerify(cookie, new TextEncoder().encode(secret), { algorithms: ["HS256"] });
  // Signed by us, so the shape only fails if the format changed between a redirect and its callback.
  return v.parse(OAuthState, payload);
}

export type Identity = { subject: string; email: string | null; emailVerified: boolean; name: string };

/**
 * Exchanges the code (with the PKCE verifier) and verifies the ID token with
 * jose against the provider's published keys: signature, issuer, audience,
 * expiry and our nonce.
 */
export async function completeAuthorization(
  config: ProviderConfig,
  st: OAuthState,
  code: string,
  redirectUri: string,
): Promise<Identity> {
  const d = await discover(config.issuer);
  const res = await fetch(d.token_endpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: st.verifier,
    }),
  });
  const tokens = (await res.json().catch(() => ({}))) as { id_token?: string; error?: string };
  if (!res.ok || !tokens.id_token) throw new Error(`token exchange failed: ${res.status} ${tokens.error ?? ""}`);
  let keys = jwks.get(d.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(d.jwks_uri));
    jwks.set(d.jwks_uri, keys);
  }
  // Google documents that its ID tokens may carry the issuer without the scheme.
  const issuers = d.issuer === "https://accounts.google.com" ? [d.issuer, "accounts.google.com"] : [d.issuer];
  const { payload } = await jwtVerify(tokens.id_token, keys, { issuer: issuers, audience: config.clientId });
  if (payload.nonce !== st.nonce) throw new Error("nonce mismatch");
  if (!payload.sub) throw new Error("no subject");
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : null;
  const name =
    typeof payload.name === "string" && payload.name.trim()
      ? payload.name.trim()
      : (email?.split("@")[0] ?? "New user");
  return {
    subject: payload.sub,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === "true",
    name: name.slice(0, 100),
  };
}
