import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import { auditLog } from "#db/schema/audit";

type Actor = { type: "user" | "admin" | "system" | "anonymous"; id?: number | null };

/** Records a security-relevant event (UTC, never with a secret) and mirrors it to the Worker log. */
export async function audit(
  db: DrizzleD1Database,
  c: Context | null,
  actor: Actor,
  action: string,
  target = "",
  detail: Record<string, unknown> = {},
) {
  const ip = c?.req.header("cf-connecting-ip") ?? "";
  console.log(
    JSON.stringify({
      level: "info",
      at: new Date().toISOString(),
      action,
      actor: actor.type,
      actorId: actor.id ?? null,
      target,
      ...detail,
    }),
  );
  await db.insert(auditLog).values({ actorType: actor.type, actorId: actor.id ?? null, action, target, detail, ip });
}
