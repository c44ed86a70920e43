import { useSyncExternalStore } from "react";
import { fetchMe, type Me } from "./api/auth";

/**
 * The session as the SPA knows it: fetched from GET /api/auth/me (the cookie
 * is HttpOnly, nothing is kept in localStorage), shared by the route guards
 * and the header, and replaced after sign-in, profile saves and sign-out.
 */
let current: Me | null | undefined;
let inflight: Promise<Me | null> | undefined;
const listeners = new Set<() => void>();

export function setSession(me: Me | null) {
  current = me;
  inflight = undefined;
  for (const l of listeners) l();
}

export function loadSession(force = false): Promise<Me | null> {
  if (!force && current !== undefined) return Promise.resolve(current);
  inflight ??= fetchMe().then(
    (me) => {
      setSession(me);
      return me;
    },
    (err) => {
      inflight = undefined;
      throw err;
    },
  );
  return inflight;
}

export function useSession() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current ?? null,
  );
}
