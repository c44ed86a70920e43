import type { InferRequestType } from "hono/client";
import { api, unwrap } from "#web/lib/api";
import { setSession } from "#web/lib/session";

export type ProfileInput = InferRequestType<typeof api.profile.$put>["json"];

export async function saveProfile(json: ProfileInput) {
  return unwrap(await api.profile.$put({ json }));
}

/** The browser's IANA time zone (e.g. "Europe/London"), or null if it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const zoneChecked = new Set<number>();

/**
 * Once per page session and user: when the browser's time zone differs from
 * the profile's, save it (the daily digest goes out at 8:00 there). Failures
 * are ignored; the next session tries again.
 */
export function syncTimeZone(userId: number, saved: string) {
  if (zoneChecked.has(userId)) return;
  zoneChecked.add(userId);
  const zone = browserTimeZone();
  if (!zone || zone === saved) return;
  saveProfile({ timeZone: zone }).then(
    (me) => setSession(me),
    () => {},
  );
}
