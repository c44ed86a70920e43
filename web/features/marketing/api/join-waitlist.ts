import { api, unwrap } from "#web/lib/api";

export type WaitlistSignup = { name: string; email: string; whatsappPhone?: string; role?: string };

/**
 * Where the visitor came from: the page's `utm_source`, else the referring
 * site's host when it is another site, else nothing (the server says 'website').
 */
export function visitSource(location: Location = window.location, referrer = document.referrer) {
  const utm = new URLSearchParams(location.search).get("utm_source")?.trim();
  if (utm) return utm.slice(0, 100);
  try {
    const host = referrer ? new URL(referrer).hostname.replace(/^www\./, "") : "";
    return host && host !== location.hostname ? host.slice(0, 100) : "";
  } catch {
    return "";
  }
}

/** POST /api/waitlist. Empty optional fields are left out. Throws ApiRequestError (409 when already registered). */
export async function joinWaitlist({ name, email, whatsappPhone, role }: WaitlistSignup) {
  const phone = whatsappPhone?.trim();
  const what = role?.trim();
  const source = visitSource();
  return unwrap(
    await api.waitlist.$post({
      json: {
        name: name.trim(),
        email: email.trim(),
        ...(phone ? { whatsapp_phone: phone } : {}),
        ...(what ? { role: what } : {}),
        ...(source ? { source } : {}),
      },
    }),
  );
}
