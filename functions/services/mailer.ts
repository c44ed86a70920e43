import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { emailOutbox } from "#db/schema/email-outbox";
import type { Bindings } from "../env";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (announcements carry links and the open pixel in it). */
  html?: string;
  kind: string;
  /** Shown in From before our own address, e.g. "Jane Doe via Leadsmith". */
  fromName?: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/** Our sending address with an optional display name in front of it. */
function fromHeader(env: Bindings, name?: string) {
  const configured = env.EMAIL_FROM ?? "Leadsmith <no-reply@leadsmith.app>";
  if (!name) return configured;
  const address = configured.match(/<([^>]+)>/)?.[1] ?? configured;
  // Quotes and angle brackets would break the header; a name never needs them.
  return `"${name.replace(/["<>\\\r\n]/g, "")}" <${address}>`;
}

/**
 * Every message is written to the outbox first. With no provider configured
 * it stays there (status 'local', readable with `npm run outbox`); with
 * EMAIL_PROVIDER_URL set it is POSTed in Resend's wire format and the row
 * records the outcome. Returns false when delivery failed.
 */
export async function sendMail(env: Bindings, db: DrizzleD1Database, mail: Mail) {
  const provider = env.EMAIL_PROVIDER_URL;
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...mail, status: provider ? "queued" : "local" })
    .returning({ id: emailOutbox.id });
  if (!provider || !row) return true;
  try {
    const res = await fetch(provider, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${env.EMAIL_API_KEY ?? ""}` },
      body: JSON.stringify({
        from: fromHeader(env, mail.fromName),
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
      }),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
    await db
      .update(emailOutbox)
      .set(
        res.ok
          ? { status: "sent", providerId: body.id ?? null, sentAt: new Date() }
          : { status: "failed", error: `${res.status} ${body.message ?? ""}`.slice(0, 500) },
      )
      .where(eq(emailOutbox.id, row.id));
    return res.ok;
  } catch (err) {
    await db
      .update(emailOutbox)
      .set({ status: "failed", error: String(err).slice(0, 500) })
      .where(eq(emailOutbox.id, row.id));
    return false;
  }
}
