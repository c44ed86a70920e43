import { redirect } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { type AdminMe, fetchAdminMe } from "./api/admin";

/**
 * The admin session as the SPA knows it: read from GET /api/admin/auth/me (the
 * cookie is HttpOnly; nothing is kept in browser storage), replaced after
 * sign-in and cleared on sign-out or when the server says the session ended.
 */
let current: AdminMe | null | undefined;
let inflight: Promise<AdminMe | null> | undefined;
const listeners = new Set<() => void>();

export function setAdmin(me: AdminMe | null) {
  current = me;
  inflight = undefined;
  for (const l of listeners) l();
}

export function loadAdmin(force = false): Promise<AdminMe | null> {
  if (!force && current !== undefined) return Promise.resolve(current);
  inflight ??= fetchAdminMe().then(
    (me) => {
      setAdmin(me);
      return me;
    },
    (err) => {
      inflight = undefined;
      throw err;
    },
  );
  return inflight;
}

export function useAdmin() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current ?? null,
  );
}

/** For beforeLoad of every /admin page: the admin, or a redirect to /admin/login that comes back afterwards. */
export async function requireAdminSession(href: string) {
  const me = await loadAdmin();
  if (!me) throw redirect({ to: "/admin/login", search: { redirect: href } });
  return me;
}

/** Only paths inside the admin portal are followed after sign-in. */
export const safeAdminRedirect = (to: string | undefined) =>
  to && /^\/admin(\/|$|\?)/.test(to) && !to.startsWith("/admin/login") ? to : "/admin";
