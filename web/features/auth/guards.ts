import { redirect } from "@tanstack/react-router";
import { loadSession } from "#web/lib/session";

/**
 * For beforeLoad: the signed-in user, or a redirect to /sign-in that brings the
 * visitor back to where they were going.
 */
export async function requireSession(href: string) {
  const me = await loadSession();
  if (!me) throw redirect({ to: "/sign-in", search: { redirect: href } });
  return me;
}

/** App pages also need onboarding done first. */
export async function requireOnboardedSession(href: string) {
  const me = await requireSession(href);
  if (!me.profile.onboarded) throw redirect({ to: "/onboarding" });
  return me;
}

/**
 * For beforeLoad of sign-in and sign-up: a signed-in visitor goes on to `to` rather than
 * seeing an empty form (and a header offering 'Sign In') as if signed out. When the session
 * cannot be read, the form shows.
 */
export async function skipIfSignedIn(to: string) {
  const me = await loadSession().catch(() => null);
  if (me) throw redirect({ to });
}

/**
 * A path inside the app to return to after signing in; anything else is ignored. Here rather than
 * beside the form: the sign-in route's beforeLoad reads it, and whatever that imports is in the
 * first load of every page.
 */
export const safeRedirect = (to: string | undefined) => (to && /^\/(?![/\\])/.test(to) ? to : "/dashboard");
