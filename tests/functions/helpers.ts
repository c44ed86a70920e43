import { env, exports } from "cloudflare:workers";
import { type ClientResponse, hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { StatusCode } from "hono/utils/http-status";
import { expect } from "vitest";
import type { AppType } from "#functions/app";
import type { ErrorBody } from "#functions/lib/errors";

export const ORIGIN = "http://localhost";

/**
 * The API as the typed client (`hc<AppType>`) sees it: tests name an answer's
 * type from its route, e.g. `Answer<Api["clients"]["$get"]>`, never re-declare it.
 */
export type Api = ReturnType<typeof hc<AppType>>["api"];
/** The JSON a route answers with the given status (200 unless told). */
export type Answer<Endpoint, Status extends StatusCode = 200> = InferResponseType<Endpoint, Status>;
/** What a route takes (`json`, `query`, `param`), e.g. `Input<Api["clients"][":id"]["$put"]>["json"]`. */
export type Input<Endpoint> = InferRequestType<Endpoint>;

/** The body of the typed client's answer with status `S`, `never` when the route does not answer it. */
type BodyOf<R, S extends number> =
  R extends ClientResponse<infer T, infer U, "json"> ? (S extends U ? T : never) : never;

/**
 * Checks a typed client's answer has the status (showing the body when not) and reads its
 * JSON, typed as the route answers with that status.
 */
export async function answerOf<
  R extends { status: number; clone(): { text(): Promise<string> }; json(): Promise<unknown> },
  S extends number,
>(res: R, status: S): Promise<BodyOf<R, S>> {
  expect(res.status, await res.clone().text()).toBe(status);
  // The route's own type for this status: hono types `json()` per status, and the check above narrowed it.
  return (await res.json()) as BodyOf<R, S>;
}

const readsOnly = new Set(["GET", "HEAD"]);

/**
 * The typed client (`hc<AppType>`, as web/lib/api.ts gives the SPA) over the real Worker
 * entry point, so a renamed route, a wrong method or a wrong body or query shape fails the
 * typecheck. It sends as a same-origin browser does: the Origin header on every write (the
 * CSRF check, functions/middleware/json-only.ts), redirects answered rather than followed,
 * and `cookie` (a signed-in user's session, from `signUp` or `sessionCookie`) when given.
 * `apiAs(cookie).clients.$get({ query: { tab: "new" } })`; `apiAs()` is a visitor.
 */
export function apiAs(cookie?: string) {
  return hc<AppType>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, { ...init, redirect: "manual" });
      if (cookie) req.headers.set("cookie", cookie);
      if (!readsOnly.has(req.method) && !req.headers.has("origin")) req.headers.set("origin", ORIGIN);
      return exports.default.fetch(req);
    },
  }).api;
}

/**
 * A raw request to the real Worker entry point, as a same-origin browser would send it.
 * Only for what the typed client (`apiAs`) cannot express: raw or non-JSON bodies, wrong
 * content types, broken JSON, deliberately ill-typed inputs (a number where a string goes,
 * a field no schema has), unknown paths, the OpenAPI document, and the fuzz and access
 * sweeps driven from that document.
 */
export function api(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  const { json, headers, cookie, ...rest } = init;
  const h = new Headers(headers);
  if (json !== undefined) {
    h.set("content-type", "application/json");
    if (!h.has("origin")) h.set("origin", ORIGIN);
  }
  if (cookie) h.set("cookie", cookie);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      ...rest,
      method: rest.method ?? (json !== undefined ? "POST" : "GET"),
      headers: h,
      body: json === undefined ? rest.body : JSON.stringify(json),
      redirect: "manual",
    }),
  );
}

/** Every Set-Cookie header of a response (workerd supports getSetCookie; its types lag). */
export const setCookies = (res: { headers: Headers }) =>
  (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie();

/** The `name=value` pair of the session cookie a response set. */
export function sessionCookie(res: { headers: Headers }) {
  const header = setCookies(res).find((c) => c.startsWith("leadsmith_session="));
  return header?.split(";")[0] ?? "";
}

/** The one error shape every failure answers with (functions/lib/errors.ts). */
export async function errorOf(res: { json(): Promise<unknown> }) {
  return ((await res.json()) as ErrorBody).error;
}

let counter = 0;
export const uniqueEmail = (tag = "user") => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;
export const GOOD_PASSWORD = "Correct-Horse-42";

export async function signUp(email = uniqueEmail(), password = GOOD_PASSWORD, name = "Test User") {
  const res = await apiAs().auth["sign-up"].$post({ json: { name, email, password } });
  await answerOf(res, 201);
  return { email, password, cookie: sessionCookie(res) };
}

/** The newest code e-mailed to an address, read from the outbox table the mailer writes. */
export async function lastCodeFor(email: string) {
  const row = await env.DB.prepare("select text_body from email_outbox where to_address = ? order by id desc limit 1")
    .bind(email)
    .first<{ text_body: string }>();
  return row?.text_body.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export async function outboxCount(email: string) {
  const row = await env.DB.prepare("select count(*) as n from email_outbox where to_address = ?")
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
