import type { InferResponseType } from "hono/client";
import { createSessionStore } from "#web/components/session/session-store";
import { api, unwrap } from "#web/lib/api";

/** The signed-in user as GET /api/auth/me answers. */
export type Me = InferResponseType<typeof api.auth.me.$get, 200>;

/** The signed-in user, or null when there is no session (401). Other failures throw. */
export async function fetchMe(): Promise<Me | null> {
  const res = await api.auth.me.$get();
  if (res.status === 401) return null;
  return unwrap(res);
}

/**
 * The user's session: GET /api/auth/me, shared by the route guards, the
 * header and every user screen, and replaced after sign-in, profile saves and
 * sign-out. It lives in web/lib because every user feature reads it.
 */
const session = createSessionStore<Me>(fetchMe);

export const setSession = session.set;
export const loadSession = session.load;
export const useSession = session.use;
