import { createSessionStore } from "#web/components/session/session-store";
import { fetchMe, type Me } from "./api/auth";

/**
 * The user's session: GET /api/auth/me, shared by the route guards and the
 * header, and replaced after sign-in, profile saves and sign-out.
 */
const session = createSessionStore<Me>(fetchMe);

export const setSession = session.set;
export const loadSession = session.load;
export const useSession = session.use;
