import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import type { AdminRole } from "#db/schema/admin";

/**
 * Who may call what: one line per operation of the OpenAPI document, keyed
 * "METHOD /api/path" as the document spells it. The admin guard reads it
 * (middleware/admin-session.ts), the access sweep calls every operation as
 * every kind of caller against it (tests/functions/access-sweep.test.ts), and
 * the README prints it (`npm run access:table`, checked by the sweep).
 *
 * - public: anyone, signed in or not (the route may still want a code, a
 *   signed token or a pending sign-in cookie of its own);
 * - user: a signed-in user; an admin session is not one. Rows a user owns
 *   (searches, pitches, clients, follow-ups, prospects delivered to them)
 *   answer 404 to another user;
 * - admin: any admin role (moderator, super_admin); a user session is not one;
 * - super_admin: super admins only; a moderator gets 403.
 */
export type Access = "public" | "user" | "admin" | "super_admin";

export const ACCESS_POLICY = {
  "GET /api/health": "public",
  "POST /api/waitlist": "public",
  "GET /api/waitlist/stats": "public",
  "GET /api/waitlist/live": "public",
  "POST /api/webhooks/paystack": "public",
  "POST /api/contact": "public",

  "POST /api/auth/sign-up": "public",
  "POST /api/auth/sign-in": "public",
  "POST /api/auth/sign-out": "public",
  "GET /api/auth/me": "user",
  "GET /api/auth/providers": "public",
  "POST /api/auth/otp/request": "public",
  "POST /api/auth/otp/verify": "public",
  "POST /api/auth/password-reset": "public",
  "GET /api/auth/oauth/{provider}/start": "public",
  "GET /api/auth/oauth/{provider}/callback": "public",

  "GET /api/profile": "user",
  "PUT /api/profile": "user",
  "GET /api/billing/plans": "public",
  "GET /api/billing": "user",
  "POST /api/billing/checkout": "public",
  "POST /api/billing/verify": "public",
  "POST /api/billing/cancel": "user",
  "POST /api/billing/refund-requests": "user",
  "POST /api/account/password": "user",
  "POST /api/account/sign-out-everywhere": "user",
  "POST /api/account/email": "user",
  "POST /api/account/email/confirm": "user",
  "DELETE /api/account": "user",

  "GET /api/prospects/{id}": "user",
  "GET /api/pitches": "user",
  "POST /api/pitches": "user",
  "GET /api/pitches/{id}": "user",
  "PUT /api/pitches/{id}": "user",
  "DELETE /api/pitches/{id}": "user",
  "POST /api/pitches/{id}/regenerate": "user",
  "POST /api/pitches/{id}/send": "user",
  "POST /api/pitches/{id}/responded": "user",
  "GET /api/follow-ups": "user",
  "POST /api/follow-ups/{id}/sent": "user",
  "GET /api/clients": "user",
  "POST /api/clients": "user",
  "GET /api/clients/{id}": "user",
  "PUT /api/clients/{id}": "user",
  "GET /api/dashboard": "user",
  "POST /api/search": "user",
  "GET /api/searches": "user",
  "GET /api/searches/{id}": "user",
  "GET /api/suggestions": "user",
  "POST /api/suggestions": "user",
  "POST /api/suggestions/{id}/vote": "user",
  "GET /api/content/banner": "public",
  "GET /api/c/{token}/open": "public",
  "GET /api/c/{token}/click/{n}": "public",
  "GET /api/unsubscribe": "public",
  "POST /api/unsubscribe": "public",
  "POST /api/unsubscribe/one-click": "public",

  "POST /api/admin/auth/sign-in": "public",
  "POST /api/admin/auth/verify": "public",
  "POST /api/admin/auth/resend": "public",
  "POST /api/admin/auth/sign-out": "public",
  "GET /api/admin/auth/me": "admin",
  "GET /api/admin/admins": "super_admin",
  "POST /api/admin/admins": "super_admin",
  "PATCH /api/admin/admins/{id}": "super_admin",
  "DELETE /api/admin/admins/{id}": "super_admin",
  "GET /api/admin/audit": "super_admin",
  "GET /api/admin/settings": "super_admin",
  "PATCH /api/admin/settings/plans/{id}": "super_admin",
  "POST /api/admin/settings/price-notice": "super_admin",
  "GET /api/admin/waitlist": "admin",
  "GET /api/admin/waitlist/export.csv": "super_admin",
  "PATCH /api/admin/waitlist/{id}": "admin",
  "POST /api/admin/waitlist/{id}/contact": "admin",
  "GET /api/admin/users": "admin",
  "PATCH /api/admin/users/{id}": "super_admin",
  "GET /api/admin/users.csv": "super_admin",
  "GET /api/admin/support": "admin",
  "PATCH /api/admin/support/{id}": "admin",
  "GET /api/admin/support/suggestions": "admin",
  "PATCH /api/admin/support/suggestions/{id}": "admin",
  "GET /api/admin/metrics": "admin",
  // Money, growth and AI quality are the business's own figures: super_admin (a moderator has the dashboard).
  "GET /api/admin/revenue": "super_admin",
  "GET /api/admin/analytics": "super_admin",
  "GET /api/admin/ai-performance": "super_admin",
  "GET /api/admin/billing/refunds": "super_admin",
  "POST /api/admin/billing/refunds/{id}/approve": "super_admin",
  "POST /api/admin/billing/refunds/{id}/reject": "super_admin",
  "GET /api/admin/billing/unmatched": "super_admin",
  "POST /api/admin/prospects/import": "super_admin",
  "GET /api/admin/prospects/imports": "super_admin",
  "GET /api/admin/prospects": "super_admin",
  "POST /api/admin/prospects/remove-demo": "super_admin",
  "GET /api/admin/prospects/{id}": "super_admin",
  "PATCH /api/admin/prospects/{id}": "super_admin",
  "DELETE /api/admin/prospects/{id}": "super_admin",
  "GET /api/admin/campaigns": "super_admin",
  "POST /api/admin/campaigns": "super_admin",
  "POST /api/admin/campaigns/{id}/send": "super_admin",
  "GET /api/admin/campaigns/email-status": "super_admin",
  "GET /api/admin/templates": "super_admin",
  "POST /api/admin/templates": "super_admin",
  "PATCH /api/admin/templates/{id}": "super_admin",
  "DELETE /api/admin/templates/{id}": "super_admin",
  "GET /api/admin/content": "super_admin",
  "POST /api/admin/content": "super_admin",
  "PATCH /api/admin/content/{id}": "super_admin",
  "DELETE /api/admin/content/{id}": "super_admin",
  "GET /api/admin/content/training-data": "super_admin",
  "GET /api/admin/sources": "super_admin",
  "POST /api/admin/sources/{name}/run": "super_admin",
} as const satisfies Record<string, Access>;

/** The admin roles an access level lets in (none for public and user operations). */
export function rolesFor(access: Access): readonly AdminRole[] {
  if (access === "admin") return ["super_admin", "moderator"];
  if (access === "super_admin") return ["super_admin"];
  return [];
}

type Policy = typeof ACCESS_POLICY;
/** An operation only admins may call ("GET /api/admin/revenue"), as the table spells it. */
export type AdminOperation = {
  [Op in keyof Policy]: Policy[Op] extends "admin" | "super_admin" ? Op : never;
}[keyof Policy];

/**
 * The admin operations a role may call, in the table's order: what the guard
 * lets through, handed to the admin portal with the signed-in admin (GET
 * /api/admin/auth/me) so that it offers only the pages the role can use.
 */
export function operationsFor(role: AdminRole): AdminOperation[] {
  return (Object.entries(ACCESS_POLICY) as [keyof Policy, Access][])
    .filter(
      (entry): entry is [AdminOperation, "admin" | "super_admin"] =>
        (entry[1] === "admin" || entry[1] === "super_admin") && rolesFor(entry[1]).includes(role),
    )
    .map(([op]) => op);
}

/** A Hono route path in the OpenAPI document's spelling: /x/:id{[0-9]+} -> /x/{id}. */
export const openApiPath = (routePath: string) => routePath.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}");

/**
 * The operation the request was routed to, e.g. "PATCH /api/admin/admins/{id}",
 * read from the route that holds the handler (the last method-specific match).
 */
export function operationOf(c: Context): string | null {
  const routes = matchedRoutes(c).filter((r) => r.method !== "ALL");
  const last = routes[routes.length - 1];
  return last ? `${c.req.method} ${openApiPath(last.path)}` : null;
}

export function accessOf(operation: string): Access | undefined {
  return (ACCESS_POLICY as Record<string, Access>)[operation];
}

const WHO: Record<Access, [string, string, string, string]> = {
  // signed out, user, moderator, super_admin
  public: ["yes", "yes", "yes", "yes"],
  user: ["401", "yes (own rows)", "401", "401"],
  admin: ["401", "401", "yes", "yes"],
  super_admin: ["401", "401", "403", "yes"],
};

/** The table as the README prints it (scripts/access-table.ts writes it there). */
export function accessTableMarkdown() {
  const rows = Object.entries(ACCESS_POLICY as Record<string, Access>).map(([op, access]) => {
    const [method, path] = op.split(" ");
    return `| \`${method} ${path}\` | ${access} | ${WHO[access].join(" | ")} |`;
  });
  return [
    "| operation | access | signed out | user | moderator | super_admin |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

export const ACCESS_TABLE_START = "<!-- access-table:start (npm run access:table writes this) -->";
export const ACCESS_TABLE_END = "<!-- access-table:end -->";
