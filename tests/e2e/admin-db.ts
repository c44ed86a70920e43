import path from "node:path";
import type { Page } from "@playwright/test";
import { hashPassword } from "../../functions/lib/password";
import { openLocalDb, root } from "../../scripts/lib/local-db";
import { expect, uniqueEmail } from "./fixtures";
import { lastCodeFor } from "./outbox";

export const ADMIN_PASSWORD = "Admin-Portal-2026";
export type AdminRole = "super_admin" | "moderator";

/**
 * Writes an admin straight into the e2e server's local D1, as
 * `npm run admin:create` does: the browser never creates admins.
 */
export async function createAdminInDb({
  role = "super_admin",
  name = role === "super_admin" ? "Avery Admin" : "Morgan Moderator",
}: {
  role?: AdminRole;
  name?: string;
} = {}) {
  const email = uniqueEmail(role === "super_admin" ? "admin" : "mod");
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  const { client } = openLocalDb(path.join(root, `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8788"}`));
  try {
    await client.execute("pragma busy_timeout = 5000");
    await client.execute({
      sql: "insert into admin_users (email, name, role, password_hash) values (?, ?, ?, ?)",
      args: [email, name, role, passwordHash],
    });
  } finally {
    client.close();
  }
  return { email, password: ADMIN_PASSWORD, name, role };
}

/** A new admin signed in through the API (password, then the e-mailed code) in this page's browser context. */
export async function signedInAdmin(page: Page, opts: { role?: AdminRole; name?: string } = {}) {
  const admin = await createAdminInDb(opts);
  const first = await page.request.post("/api/admin/auth/sign-in", {
    data: { email: admin.email, password: admin.password },
  });
  expect(first.status(), await first.text()).toBe(200);
  const code = await lastCodeFor(admin.email);
  expect(code).toMatch(/^\d{6}$/);
  const second = await page.request.post("/api/admin/auth/verify", { data: { code } });
  expect(second.status(), await second.text()).toBe(200);
  return admin;
}
