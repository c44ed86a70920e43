import { useSyncExternalStore } from "react";

export type SessionStore<T> = {
  /** Replaces the session: after sign-in, a profile save, sign-out (null). */
  set: (session: T | null) => void;
  /** The session, fetched once and shared; `force` asks the server again. */
  load: (force?: boolean) => Promise<T | null>;
  /** The session for a component, re-rendering when it changes; null when signed out or not yet loaded. */
  use: () => T | null;
};

/**
 * A signed-in session as the SPA knows it (docs/frontend.md): read from the
 * server's /me endpoint, since the cookie is HttpOnly and nothing is kept in
 * browser storage. One request is shared by everyone asking at once; a failed
 * request is not remembered, so the next guard asks again. The user and the
 * admin sessions are two instances of this one store.
 */
export function createSessionStore<T>(fetchMe: () => Promise<T | null>): SessionStore<T> {
  let current: T | null | undefined;
  let inflight: Promise<T | null> | undefined;
  const listeners = new Set<() => void>();

  const set = (session: T | null) => {
    current = session;
    inflight = undefined;
    for (const l of listeners) l();
  };

  const load = (force = false): Promise<T | null> => {
    if (!force && current !== undefined) return Promise.resolve(current);
    inflight ??= fetchMe().then(
      (session) => {
        set(session);
        return session;
      },
      (err) => {
        inflight = undefined;
        throw err;
      },
    );
    return inflight;
  };

  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  const snapshot = () => current ?? null;
  const use = () => useSyncExternalStore(subscribe, snapshot, snapshot);

  return { set, load, use };
}
