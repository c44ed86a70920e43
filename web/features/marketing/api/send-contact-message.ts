import { api, unwrap } from "#web/lib/api";

export type ContactMessage = { name: string; email: string; subject: string; message: string };

/** POST /api/contact. Resolves on 201; throws ApiRequestError with the server's message otherwise. */
export async function sendContactMessage(message: ContactMessage) {
  return unwrap(await api.contact.$post({ json: message }));
}
