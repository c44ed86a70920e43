import { redirect } from "@tanstack/react-router";
import { createSessionStore } from "#web/components/session/session-store";
import { type AdminMe, fetchAdminMe } from "./api";

/**
 * The admin session: GET /api/admin/auth/me, replaced after sign-in and
 * cleared on sign-out or when the server says the session ended.
 */
const session = createSessionStore<AdminMe>(fetchAdminMe);

export const setAdmin = session.set;
export const loadAdmin = session.load;
export const useAdmin = session.use;

/** For beforeLoad of every /admin page: the admin, or a redirect to /admin/login that comes back afterwards. */
export async function requireAdminSession(href: string) {
  const me = await loadAdmin();
  if (!me) throw redirect({ to: "/admin/login", search: { redirect: href } });
  return me;
}

/** Only paths inside the admin portal are followed after sign-in. */
export const safeAdminRedirect = (to: string | undefined) =>
  to && /^\/admin(\/|$|\?)/.test(to) && !to.startsWith("/admin/login") ? to : "/admin";
