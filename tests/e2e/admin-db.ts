import path from "node:path";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { openLocalDb, root } from "../../scripts/lib/local-db";
import { ADMIN_PASSWORD, ADMIN_POOL, ADMINS_PER_WORKER, type AdminRole } from "./admin-pool";
import { expect, uniqueEmail } from "./fixtures";

export { ADMIN_PASSWORD, type AdminRole };

type Admin = { email: string; password: string; name: string; role: AdminRole };

const port = process.env.E2E_PORT ?? "8788";

/**
 * The e2e server's local D1, one connection per test worker, kept open.
 * workerd does not wait on a lock: a write from here that overlaps one of
 * the server's fails the server's with SQLITE_BUSY, and so can the checkpoint
 * SQLite runs when the last connection of a process closes. So writes from
 * here are kept to a minimum (one bootstrap admin per worker, see below) and
 * the connection is never closed mid-run.
 */
let db: ReturnType<typeof openLocalDb>["client"] | undefined;
async function e2eDb() {
  if (!db) {
    db = openLocalDb(path.join(root, `.wrangler/e2e-state-${port}`)).client;
    await db.execute("pragma busy_timeout = 5000");
    await db.execute("pragma wal_autocheckpoint = 0");
  }
  return db;
}

let handedOut = 0;

/**
 * A super admin from the pool seeded before the server started
 * (tests/e2e/seed-admins.ts), as `npm run admin:create` would have made it:
 * the browser never creates admins, and nothing writes to the server's D1
 * from outside while it runs. Each worker process takes its own slice
 * (tests/e2e/admin-pool.ts), so no admin is signed in by two processes.
 */
export async function createAdminInDb(_opts: { role?: AdminRole; name?: string } = {}): Promise<Admin> {
  if (handedOut >= ADMINS_PER_WORKER)
    throw new Error(`A worker may take ${ADMINS_PER_WORKER} pool admins; make the others through the API.`);
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const a = ADMIN_POOL[(worker * ADMINS_PER_WORKER + handedOut++) % ADMIN_POOL.length]!;
  return { email: a.email, password: ADMIN_PASSWORD, name: a.name, role: "super_admin" };
}

/** The newest sign-in code mailed to an admin (the outbox, over the same long-lived connection). */
export async function adminCodeFor(email: string) {
  const rs = await (await e2eDb()).execute({
    sql: "select text_body from email_outbox where to_address = ? order by id desc limit 1",
    args: [email],
  });
  return String(rs.rows[0]?.text_body ?? "").match(/\b(\d{6})\b/)?.[1] ?? null;
}

/** Password, then the e-mailed code, through an API context (a page's, or a standalone one). */
async function signInWith(api: APIRequestContext, admin: { email: string; password: string }) {
  const first = await api.post("/api/admin/auth/sign-in", { data: { email: admin.email, password: admin.password } });
  expect(first.status(), await first.text()).toBe(200);
  // A code from an earlier sign-in would be the wrong one: say so rather than fail later with 'No OTP found'.
  expect((await first.json()).codeSent, `no new code was mailed to ${admin.email} (signed in twice within 60 s?)`).toBe(
    true,
  );
  const code = await adminCodeFor(admin.email);
  expect(code).toMatch(/^\d{6}$/);
  const second = await api.post("/api/admin/auth/verify", { data: { code } });
  expect(second.status(), await second.text()).toBe(200);
}

/** A super_admin created in D1 once per worker and signed in, through which the other admins are made. */
let bootstrap: Promise<APIRequestContext> | undefined;
function superAdminApi() {
  bootstrap ??= (async () => {
    const admin = await createAdminInDb({ name: "E2E Bootstrap" });
    const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await signInWith(api, admin);
    return api;
  })();
  return bootstrap;
}

/** A new admin created by a super_admin through POST /api/admin/admins (no write from outside the server). */
export async function createAdminViaApi({
  role = "super_admin",
  name = role === "super_admin" ? "Avery Admin" : "Morgan Moderator",
}: {
  role?: AdminRole;
  name?: string;
} = {}): Promise<Admin> {
  const email = uniqueEmail(role === "super_admin" ? "admin" : "mod");
  const res = await (await superAdminApi()).post("/api/admin/admins", {
    data: { email, name, role, password: ADMIN_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: ADMIN_PASSWORD, name, role };
}

/** A new admin signed in through the API (password, then the e-mailed code) in this page's browser context. */
export async function signedInAdmin(page: Page, opts: { role?: AdminRole; name?: string } = {}) {
  const admin = await createAdminViaApi(opts);
  await signInWith(page.request, admin);
  return admin;
}
