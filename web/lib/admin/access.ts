/*
 * What the signed-in admin may use. Who may call what is the API's own table
 * (functions/lib/access-policy.ts, which the admin guard enforces); the server
 * hands the admin operations the role may call over with the signed-in admin
 * (GET /api/admin/auth/me, `operations`). The portal keeps no list of roles:
 * it only says which operations each page calls as it loads.
 */
import type { AdminMe } from "./api";
import { useAdmin } from "./session";

export type AdminOperation = AdminMe["operations"][number];

/**
 * Every page of the admin portal, its name, and the operations its screen
 * calls as it loads: an admin is offered a page (in the sidebar, among the
 * dashboard's quick actions, or by its URL) only when their role may call
 * every one of them.
 */
export const ADMIN_PAGES = {
  "/admin": { label: "Dashboard", needs: ["GET /api/admin/metrics", "GET /api/admin/users"] },
  "/admin/users": { label: "Users", needs: ["GET /api/admin/users"] },
  "/admin/analytics": { label: "Analytics", needs: ["GET /api/admin/analytics"] },
  "/admin/ai-training": { label: "AI Performance", needs: ["GET /api/admin/ai-performance"] },
  "/admin/revenue": { label: "Revenue", needs: ["GET /api/admin/revenue"] },
  "/admin/refunds": { label: "Refunds", needs: ["GET /api/admin/billing/refunds"] },
  "/admin/waitlist": { label: "Waitlist", needs: ["GET /api/admin/waitlist"] },
  "/admin/content": {
    label: "Content",
    needs: [
      "GET /api/admin/content/training-data",
      "GET /api/admin/templates",
      "GET /api/admin/prospects",
      "GET /api/admin/content",
    ],
  },
  "/admin/communications": {
    label: "Communications",
    needs: ["GET /api/admin/campaigns", "POST /api/admin/campaigns", "GET /api/admin/campaigns/email-status"],
  },
  "/admin/support": { label: "Support", needs: ["GET /api/admin/support"] },
  "/admin/settings": { label: "Settings", needs: ["GET /api/admin/settings", "GET /api/admin/admins"] },
  "/admin/platform": { label: "Platform", needs: ["GET /api/admin/sources", "GET /api/admin/audit"] },
} as const satisfies Record<string, { label: string; needs: readonly AdminOperation[] }>;

export type AdminPath = keyof typeof ADMIN_PAGES;

type Signed = Pick<AdminMe, "operations"> | null | undefined;

/** Whether the admin's role may call this operation (the API answers 403 otherwise). */
export const adminMay = (admin: Signed, operation: AdminOperation) => admin?.operations.includes(operation) ?? false;

/** Whether the admin's role may use the page: every operation it loads with is allowed. */
export const mayOpen = (admin: Signed, path: AdminPath) =>
  ADMIN_PAGES[path].needs.every((operation) => adminMay(admin, operation));

const isAdminPath = (path: string): path is AdminPath => Object.hasOwn(ADMIN_PAGES, path);

/** The page an admin URL shows (/admin/dashboard is the dashboard too), or null for one not listed (the login). */
export function adminPageOf(pathname: string): AdminPath | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/admin/dashboard") return "/admin";
  return isAdminPath(path) ? path : null;
}

/** The signed-in admin's permissions, for a screen that offers an action only to the roles that may take it. */
export function useAdminAccess() {
  const admin = useAdmin();
  return {
    may: (operation: AdminOperation) => adminMay(admin, operation),
    mayOpen: (path: AdminPath) => mayOpen(admin, path),
  };
}
