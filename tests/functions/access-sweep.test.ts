/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_POLICY,
  ACCESS_TABLE_END,
  ACCESS_TABLE_START,
  type Access,
  accessTableMarkdown,
} from "../../functions/lib/access-policy";
import readme from "../../README.md?raw";
import { adminSession, createAdmin } from "./admin-helpers";
import { type Answer, type Api, api, signUp } from "./helpers";
import { searchAs, seedOutreachProspects } from "./outreach-helpers";

/**
 * Every operation of the OpenAPI document, called signed out, as a user, as
 * another user (on rows the first user owns), and as each admin role, checked
 * against the one table of who may call what (functions/lib/access-policy.ts).
 * A new endpoint is swept without new test code; one missing from the table
 * fails the first test with its name.
 */

type Doc = { paths: Record<string, Record<string, unknown>> };
type Caller = "signed out" | "user" | "moderator" | "super_admin";
const callers: Caller[] = ["signed out", "user", "moderator", "super_admin"];

/** Operations that end the caller's session (or account): each gets fresh callers afterwards. */
const ENDS_SESSION = new Set([
  "POST /api/auth/sign-out",
  "POST /api/account/sign-out-everywhere",
  "DELETE /api/account",
  "POST /api/admin/auth/sign-out",
]);

let operations: string[] = [];
const cookies: Record<Caller, string> = { "signed out": "", user: "", moderator: "", super_admin: "" };
/** Ids of rows the first user owns, by the path they are read under. */
const owned: Record<string, number> = {};
let owner = "";

async function freshCallers() {
  const [user, moderator, superAdmin] = await Promise.all([
    signUp(),
    adminSession("moderator"),
    adminSession("super_admin"),
  ]);
  cookies.user = user.cookie;
  cookies.moderator = moderator.cookie;
  cookies.super_admin = superAdmin.cookie;
}

beforeAll(async () => {
  const doc = (await (await api("/api/openapi.json")).json()) as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
  await freshCallers();
  throwaway["/api/admin/admins/{id}"] = (await createAdmin({ role: "moderator" })).id;

  // The owner's rows: a search and the prospects it delivered, a pitch and a client.
  await seedOutreachProspects();
  owner = (await signUp()).cookie;
  const found = [...(await searchAs(owner)).values()];
  expect(found.length).toBeGreaterThan(0);
  const prospectId = found[0]!.id;
  owned["/api/prospects/{id}"] = prospectId;
  const searches = (await (await api("/api/searches", { cookie: owner })).json()) as Answer<Api["searches"]["$get"]>;
  owned["/api/searches/{id}"] = searches.searches[0]!.id;
  const pitch = await api("/api/pitches", { json: { prospectId }, cookie: owner });
  expect(pitch.status, await pitch.clone().text()).toBe(201);
  owned["/api/pitches/{id}"] = ((await pitch.json()) as Answer<Api["pitches"]["$post"], 201>).pitch.id;
  const client = await api("/api/clients", { json: { prospectId }, cookie: owner });
  // The pitch already made the prospect a client: 200 with it, or 201 when new.
  expect([200, 201], await client.clone().text()).toContain(client.status);
  owned["/api/clients/{id}"] = ((await client.json()) as Answer<Api["clients"]["$post"], 200 | 201>).client.id;
});

/**
 * Rows an admin operation may change or delete for good (an admin's role, the admin
 * itself): a throwaway one, never an admin whose session the sweep still uses.
 */
const throwaway: Record<string, number> = {};

/** The path with its parameters filled: an owned or throwaway row's id where there is one, else 1. */
function concretePath(template: string) {
  const ids = { ...owned, ...throwaway };
  const base = Object.keys(ids).find((b) => template.startsWith(b));
  const id = base ? String(ids[base]) : "1";
  return template
    .replace(/\{provider\}/g, "google")
    .replace(/\{name\}/g, "fixture-rss")
    .replace(/\{\w+\}/g, id);
}

async function call(operation: string, cookie: string) {
  const [method, template] = operation.split(" ") as [string, string];
  const path = concretePath(template);
  const res = await api(path, {
    method,
    cookie,
    ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
  });
  const streamed = res.headers.get("content-type")?.includes("text/event-stream");
  const text = streamed ? "" : await res.text();
  if (streamed) await res.body?.cancel();
  let code = "";
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? "";
  } catch {
    // not JSON (a CSV, a redirect, a page)
  }
  return { status: res.status, code, path };
}

/** What the table says a caller gets: allowed, or the guard's refusal. */
function expected(access: Access, caller: Caller): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (caller === "signed out") return 401;
  if (access === "user") return caller === "user" ? "allowed" : 401;
  if (caller === "user") return 401;
  if (access === "super_admin" && caller === "moderator") return 403;
  return "allowed";
}

const isRefusal = (r: { status: number; code: string }) =>
  (r.status === 401 && r.code === "unauthorized") || (r.status === 403 && r.code === "forbidden");

describe("the access sweep over the OpenAPI document", () => {
  it("finds every operation of the document in the table of who may call what, and nothing else", () => {
    expect(operations.length).toBeGreaterThan(60);
    const table = Object.keys(ACCESS_POLICY);
    const missing = operations.filter((op) => !table.includes(op));
    const stale = table.filter((op) => !operations.includes(op));
    expect(
      missing,
      `Operations missing from ACCESS_POLICY in functions/lib/access-policy.ts (add each with public, user, admin or super_admin, then run npm run access:table):\n${missing.join("\n")}`,
    ).toEqual([]);
    expect(stale, `ACCESS_POLICY names operations the API no longer has:\n${stale.join("\n")}`).toEqual([]);
  });

  it("prints the same table in the README", () => {
    const start = readme.indexOf(ACCESS_TABLE_START);
    const end = readme.indexOf(ACCESS_TABLE_END);
    expect(start, "README.md has the access table markers").toBeGreaterThanOrEqual(0);
    expect(readme.slice(start + ACCESS_TABLE_START.length, end).trim(), "run npm run access:table").toBe(
      accessTableMarkdown(),
    );
  });

  it("answers every caller of every operation as the table says", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const known = operations.filter((op) => op in ACCESS_POLICY);
    // Operations that end a session go last, each with fresh callers.
    const ordered = [...known.filter((op) => !ENDS_SESSION.has(op)), ...known.filter((op) => ENDS_SESSION.has(op))];
    for (const operation of ordered) {
      if (ENDS_SESSION.has(operation)) await freshCallers();
      const access = (ACCESS_POLICY as Record<string, Access>)[operation]!;
      for (const caller of callers) {
        const r = await call(operation, cookies[caller]);
        const want = expected(access, caller);
        const ok =
          r.status < 500 &&
          (want === "allowed" ? !isRefusal(r) : r.status === want && isRefusal({ ...r, status: want }));
        if (!ok) failures.push(`${operation} as ${caller}: ${r.status} ${r.code} (table: ${access}, expected ${want})`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("answers 404 to another user on every row the first one owns", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const [, template] = operation.split(" ") as [string, string];
      if ((ACCESS_POLICY as Record<string, Access>)[operation] !== "user") continue;
      if (!Object.keys(owned).some((base) => template.startsWith(base))) continue;
      const other = await call(operation, cookies.user);
      // An empty body refused before the row is looked up reveals nothing either.
      if (other.status !== 404 && !(other.status === 400 && other.code === "validation_error"))
        failures.push(`${operation} (${other.path}) as another user: ${other.status} ${other.code}`);
      if (operation.startsWith("GET ")) {
        const mine = await call(operation, owner);
        if (mine.status !== 200) failures.push(`${operation} (${mine.path}) as its owner: ${mine.status}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
    expect(Object.keys(owned)).toHaveLength(4);
  });
});
