/**
 * Vitest globalSetup (runs in Node, not workerd): a real OpenID provider
 * (`oidc-provider`) on 127.0.0.1 at a free port, standing in for Google in the
 * OAuth tests. Its issuer, client and test accounts reach the Worker bindings
 * (vitest.config.ts, `cloudflareTest(({ inject }) => ...)`) and the tests
 * (`inject("oidc")`) through `project.provide`.
 *
 * Login and consent have no HTML: the user agent (the test) opens the
 * interaction URL the provider redirected it to with `?account=<id>`, and the
 * handler below finishes the interaction for that account (or, with `?deny`,
 * refuses it).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type Account, type Configuration } from "oidc-provider";
import type { TestProject } from "vitest/node";

export type OidcTestAccount = { sub: string; email?: string; email_verified: boolean; name: string };
export type OidcTestContext = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Record<string, OidcTestAccount>;
};

declare module "vitest" {
  export interface ProvidedContext {
    oidc: OidcTestContext;
  }
}

const CLIENT_ID = "leadsmith-test-client";
const CLIENT_SECRET = "leadsmith-test-client-secret-0123456789";

/** Keyed by the id the test passes as `?account=`; `sub` is what the ID token says. */
const ACCOUNTS: Record<string, OidcTestAccount> = {
  // New verified user: first sign-in creates the account, the second finds it.
  alice: { sub: "sub-alice-0001", email: "alice@oidc.test", email_verified: true, name: "Alice Example" },
  // Verified, for the error paths (tampered state and the like).
  bob: { sub: "sub-bob-0002", email: "bob@oidc.test", email_verified: true, name: "Bob Example" },
  // Verified e-mail that the test first registers with a password: linked on sign-in.
  carol: { sub: "sub-carol-0003", email: "carol@oidc.test", email_verified: true, name: "Carol Example" },
  // Verified, onboarded by the test before the second sign-in: goes to the dashboard.
  dave: { sub: "sub-dave-0004", email: "dave@oidc.test", email_verified: true, name: "Dave Example" },
  // Unverified e-mail that the test first registers with a password: must not be linked.
  mallory: { sub: "sub-mallory-0005", email: "mallory@oidc.test", email_verified: false, name: "Mallory Example" },
  // No e-mail at all.
  nomail: { sub: "sub-nomail-0006", email_verified: false, name: "No Mail" },
};

const bySub = new Map(Object.values(ACCOUNTS).map((a) => [a.sub, a]));

function findAccount(_ctx: unknown, sub: string): Account | undefined {
  const account = bySub.get(sub);
  if (!account) return undefined;
  return {
    accountId: sub,
    claims: () => ({
      sub,
      name: account.name,
      ...(account.email ? { email: account.email, email_verified: account.email_verified } : {}),
    }),
  };
}

export default async function setup(project: TestProject) {
  // The port is chosen by the OS before the provider exists, because the
  // issuer (which includes the port) is fixed at construction.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "leadsmith-test-key", alg: "RS256", use: "sig" };

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [
          "http://localhost/api/auth/oauth/google/callback",
          "http://localhost/api/auth/oauth/linkedin/callback",
        ],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ["leadsmith-test-cookie-key-0123456789abcdef"] },
    pkce: { required: () => true },
    findAccount,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Like Google and LinkedIn, put the scope's claims (email, name) in the ID
    // token itself rather than only at the userinfo endpoint.
    conformIdTokenClaims: false,
    // Short lives, set explicitly (the defaults log a notice each).
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  };
  const provider = new Provider(issuer, configuration);

  // The interaction "page": GET /interaction/<uid>?account=<id> signs that
  // account in and grants the requested scopes; the provider then resumes the
  // authorisation request (303 to /auth/<uid>) and redirects to the client.
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith("/interaction/")) return next();
    if (ctx.query.deny !== undefined) {
      // The user refuses: the provider sends error=access_denied back to the client.
      ctx.respond = false;
      await provider.interactionFinished(ctx.req, ctx.res, {
        error: "access_denied",
        error_description: "The user denied the request",
      });
      return;
    }
    const account = ACCOUNTS[String(ctx.query.account ?? "")];
    if (!account) {
      ctx.status = 400;
      ctx.body = { error: "unknown test account; pass ?account=<id>" };
      return;
    }
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const clientId = String(details.params.client_id);
    const grant = new provider.Grant({ accountId: account.sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const grantId = await grant.save();
    ctx.respond = false; // interactionFinished writes the 303 itself
    await provider.interactionFinished(
      ctx.req,
      ctx.res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });

  server.on("request", provider.callback());

  project.provide("oidc", { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, accounts: ACCOUNTS });

  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
