import { desc, eq, gte, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaignRecipients } from "#db/schema/campaigns";
import { emailOutbox } from "#db/schema/email-outbox";
import type { Bindings } from "../../env";

/** user@example.com -> u***@example.com: enough for staff to recognise a pattern. */
const mask = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * The e-mail service card: what the Worker is configured with (never the key
 * itself), what the mailer did in the last 24 hours, the campaign queue and
 * the newest failures from the outbox.
 */
export async function emailServiceStatus(env: Bindings, db: DrizzleD1Database, now = new Date()) {
  const since = new Date(now.getTime() - 86_400_000);
  const [counts, queue, failures] = await db.batch([
    db
      .select({ status: emailOutbox.status, n: sql<number>`count(*)` })
      .from(emailOutbox)
      .where(gte(emailOutbox.createdAt, since))
      .groupBy(emailOutbox.status),
    db
      .select({ n: sql<number>`count(*)` })
      .from(campaignRecipients)
      .where(sql`${campaignRecipients.status} in ('queued', 'sending')`),
    db
      .select({ at: emailOutbox.createdAt, kind: emailOutbox.kind, to: emailOutbox.to, error: emailOutbox.error })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "failed"))
      .orderBy(desc(emailOutbox.id))
      .limit(5),
  ]);
  const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  let providerHost: string | null = null;
  if (env.EMAIL_PROVIDER_URL) {
    try {
      providerHost = new URL(env.EMAIL_PROVIDER_URL).host;
    } catch {
      providerHost = "(not a valid URL)";
    }
  }
  return {
    mode: env.EMAIL_PROVIDER_URL ? ("provider" as const) : ("local" as const),
    providerHost,
    apiKeySet: Boolean(env.EMAIL_API_KEY),
    from: env.EMAIL_FROM ?? "Leadsmith <no-reply@leadsmith.app>",
    last24h: { sent: count("sent"), failed: count("failed"), local: count("local"), queued: count("queued") },
    campaignQueue: Number(queue[0]?.n ?? 0),
    lastFailures: failures.map((f) => ({
      at: f.at.toISOString(),
      kind: f.kind,
      to: mask(f.to),
      error: f.error ?? "",
    })),
  };
}
