import { api, unwrap } from "#web/lib/api";

export type WaitlistSignup = { name: string; email: string; whatsappPhone?: string };

/** POST /api/waitlist. The phone is left out when empty. Throws ApiRequestError (409 when already registered). */
export async function joinWaitlist({ name, email, whatsappPhone }: WaitlistSignup) {
  const phone = whatsappPhone?.trim();
  return unwrap(
    await api.waitlist.$post({
      json: { name: name.trim(), email: email.trim(), ...(phone ? { whatsapp_phone: phone } : {}) },
    }),
  );
}
