import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { jwtVerify, SignJWT } from "jose";
import { doNotContact } from "#db/schema/outreach";
import { normalizeEmail } from "#db/validation/common";
import type { Bindings } from "../../env";
import { authSecret } from "../../lib/config";
import { type Mail, sendMail } from "../mailer";

const PURPOSE = "opt-out";
const key = (env: Bindings) => new TextEncoder().encode(authSecret(env));

/**
 * The token in an opt-out link names the address it stops. It is signed (so
 * nobody can opt out someone else) and does not expire: a recipient may click
 * a link in a months-old message, and honouring it late is the point.
 */
export function optOutToken(env: Bindings, email: string) {
  return new SignJWT({ email: normalizeEmail(email), p: PURPOSE })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .sign(key(env));
}

/** The address a token stops, or null when the token is forged, altered or not an opt-out token. */
export async function readOptOutToken(env: Bindings, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ["HS256"] });
    return payload.p === PURPOSE && typeof payload.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}

export async function isDoNotContact(db: DrizzleD1Database, email: string) {
  if (!email) return false;
  const [row] = await db
    .select({ email: doNotContact.email })
    .from(doNotContact)
    .where(eq(doNotContact.email, normalizeEmail(email)))
    .limit(1);
  return Boolean(row);
}

export async function addDoNotContact(db: DrizzleD1Database, email: string, reason: "unsubscribe" | "one_click") {
  await db
    .insert(doNotContact)
    .values({ email: normalizeEmail(email), reason })
    .onConflictDoNothing();
}

/**
 * Sends a pitch or follow-up on a user's behalf: their name in From, their
 * address in Reply-To, an opt-out line in the text, and the List-Unsubscribe
 * headers mail clients use for one-click opt-out (RFC 8058).
 */
export async function sendOnBehalf(
  env: Bindings,
  db: DrizzleD1Database,
  mail: { to: string; subject: string; text: string; kind: Mail["kind"]; sender: { name: string; email: string } },
) {
  const token = await optOutToken(env, mail.to);
  const origin = env.APP_ORIGIN.replace(/\/$/, "");
  const page = `${origin}/unsubscribe?t=${encodeURIComponent(token)}`;
  const oneClick = `${origin}/api/unsubscribe/one-click?t=${encodeURIComponent(token)}`;
  const footer = `\n\n--\nSent by ${mail.sender.name} through ${env.APP_NAME}. To stop e-mails like this from anyone using ${env.APP_NAME}: ${page}`;
  return sendMail(env, db, {
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}${footer}`,
    kind: mail.kind,
    fromName: `${mail.sender.name} via ${env.APP_NAME}`,
    replyTo: mail.sender.email,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
