import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { hashPassword } from "../../functions/lib/password";
import { apiAs, lastCodeFor, setCookies, uniqueEmail } from "./helpers";

export const ADMIN_PASSWORD = "Staff-Only-2026";
export type Role = "super_admin" | "moderator";

/** An admin written straight into D1, as `npm run admin:create` does. */
export async function createAdmin(opts: { role?: Role; email?: string; password?: string; name?: string } = {}) {
  const role = opts.role ?? "super_admin";
  const email = opts.email ?? uniqueEmail(role === "super_admin" ? "boss" : "mod");
  const password = opts.password ?? ADMIN_PASSWORD;
  const name = opts.name ?? (role === "super_admin" ? "Sam Super" : "Morgan Mod");
  const row = await env.DB.prepare(
    "insert into admin_users (email, name, role, password_hash) values (?, ?, ?, ?) returning id",
  )
    .bind(email, name, role, await hashPassword(password))
    .first<{ id: number }>();
  return { id: row!.id, email, password, name, role };
}

/** The `name=value` pair of a cookie a response set, or "". */
export function cookieFrom(res: { headers: Headers }, name: string) {
  const header = setCookies(res).find((c) => c.startsWith(`${name}=`));
  return header?.split(";")[0] ?? "";
}

export const adminCookie = (res: { headers: Headers }) => cookieFrom(res, "leadsmith_admin");
export const pendingCookie = (res: { headers: Headers }) => cookieFrom(res, "leadsmith_admin_pending");

export const adminSignIn = (email: string, password: string, cookie?: string) =>
  apiAs(cookie).admin.auth["sign-in"].$post({ json: { email, password } });
export const adminVerify = (code: string, cookie?: string) => apiAs(cookie).admin.auth.verify.$post({ json: { code } });

/** Password, then the e-mailed code: the admin's session cookie. */
export async function signInAdmin(admin: { email: string; password: string }) {
  const first = await adminSignIn(admin.email, admin.password);
  expect(first.status, await first.clone().text()).toBe(200);
  const code = await lastCodeFor(admin.email);
  expect(code).toMatch(/^\d{6}$/);
  const second = await adminVerify(code!, pendingCookie(first));
  expect(second.status, await second.clone().text()).toBe(200);
  return adminCookie(second);
}

/** A new admin of this role, signed in. */
export async function adminSession(role: Role = "super_admin") {
  const admin = await createAdmin({ role });
  return { ...admin, cookie: await signInAdmin(admin) };
}
