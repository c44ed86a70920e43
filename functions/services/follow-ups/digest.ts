import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { followUpDigests, followUps, pitches } from "#db/schema/outreach";
import { userProfiles, users } from "#db/schema/users";
import type { Bindings } from "../../env";
import { sendMail } from "../mailer";

/** The local hour a digest goes out. */
export const DIGEST_HOUR = 8;
/** Users looked at per cron run; the rest wait for the next run (every 15 minutes), so no run grows unbounded. */
export const DIGEST_BATCH = 200;
const DAY_MS = 86_400_000;
/** A second guard beside (user, local day): a user who changes time zone still gets one digest a day. */
const MIN_GAP_MS = 20 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The local date (YYYY-MM-DD) and hour of an instant in a time zone. */
export function localClock(now: Date, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      f = new Intl.DateTimeFormat("en-CA", {
        timeZone: "UTC",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        hourCycle: "h23",
      });
    }
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** 'Due today' only of what is: an overdue one is said to be overdue. */
export const digestSubject = (due: number, overdue: number) =>
  overdue === 0
    ? `${plural(due, "follow-up")} due today`
    : overdue === due
      ? `${plural(due, "follow-up")} overdue`
      : `${plural(due, "follow-up")} to send (${overdue} overdue)`;

/**
 * The companies a digest names: the first five, then how many other companies are due. Counted in
 * companies, not follow-ups: two due to one company made 'A and 1 more' of a list naming only A.
 */
export function dueCompanies(companies: readonly string[]) {
  const all = [...new Set(companies)];
  const names = all.slice(0, 5);
  return `${names.join(", ")}${all.length > names.length ? ` and ${all.length - names.length} more` : ""}`;
}

/**
 * E-mails each user one digest a day of the follow-ups due (overdue, or due
 * within the next 24 hours), at 8:00 or later in their own time zone, once
 * their address is verified (the dashboard asks for that first). The
 * (user, local day) row is written before the e-mail, and only a run that
 * wrote it sends, so however often the cron runs the digest goes out once.
 */
export async function sendFollowUpDigests(env: Bindings, db: DrizzleD1Database, now: Date) {
  const dueBefore = new Date(now.getTime() + DAY_MS);
  const candidates = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      timeZone: userProfiles.timeZone,
      due: sql<number>`count(*)`,
      overdue: sql<number>`sum(case when ${followUps.scheduledAt} < ${now.getTime()} then 1 else 0 end)`,
      companies: sql<string>`group_concat(${pitches.companyName}, '|')`,
    })
    .from(followUps)
    .innerJoin(pitches, eq(pitches.id, followUps.pitchId))
    .innerJoin(users, eq(users.id, followUps.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        inArray(followUps.status, ["pending", "overdue"]),
        lt(followUps.scheduledAt, dueBefore),
        eq(users.status, "active"),
        isNotNull(users.emailVerifiedAt),
        eq(userProfiles.followUpDigest, true),
        sql`not exists (select 1 from ${followUpDigests} d where d.user_id = ${users.id} and d.created_at > ${now.getTime() - MIN_GAP_MS})`,
      ),
    )
    .groupBy(users.id)
    .limit(DIGEST_BATCH);

  let sent = 0;
  for (const u of candidates) {
    const { day, hour } = localClock(now, u.timeZone);
    if (hour < DIGEST_HOUR) continue;
    const [claimed] = await db
      .insert(followUpDigests)
      .values({ userId: u.userId, day, dueCount: u.due, createdAt: now })
      .onConflictDoNothing()
      .returning({ day: followUpDigests.day });
    if (!claimed) continue;
    const origin = env.APP_ORIGIN.replace(/\/$/, "");
    await sendMail(env, db, {
      to: u.email,
      kind: "follow_up_digest",
      subject: digestSubject(u.due, u.overdue),
      text: [
        `Hi ${u.name.split(/\s+/)[0] || "there"},`,
        "",
        `You have ${plural(u.due, "follow-up")} to send${u.overdue ? `, ${u.overdue} of them overdue` : ""}: ${dueCompanies(u.companies.split("|"))}.`,
        `Open your dashboard to send them: ${origin}/dashboard`,
        "",
        "--",
        `You get this digest because follow-up reminders are on. Change it on your profile: ${origin}/profile#notifications`,
      ].join("\n"),
    });
    sent++;
  }
  return sent;
}
