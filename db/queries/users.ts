import { and, eq, ne, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { plans, usage } from "../schema/plans";
import { oauthAccounts, sessions, userProfiles, users } from "../schema/users";
import { waitlistEntries } from "../schema/waitlist";
import type { ProfileUpdate } from "../validation/auth";
import { normalizeEmail } from "../validation/common";

/** The quota period a plan counts in: Free never resets, paid plans reset each UTC month. */
export const periodFor = (period: "lifetime" | "month", now = new Date()) =>
  period === "lifetime" ? "lifetime" : now.toISOString().slice(0, 7);

export async function findUserByEmail(db: DrizzleD1Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Creates the user and an empty profile; null when the e-mail is taken. */
export async function createUser(
  db: DrizzleD1Database,
  input: {
    name: string;
    email: string;
    passwordHash: string | null;
    signUpMethod: "email" | "google" | "linkedin";
    emailVerified: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: input.passwordHash,
      signUpMethod: input.signUpMethod,
      emailVerifiedAt: input.emailVerified ? new Date() : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return null;
  await db.batch([
    db.insert(userProfiles).values({ userId: user.id }),
    // A waitlist entry with this address has now signed up.
    db
      .update(waitlistEntries)
      .set({ status: "Converted" })
      .where(eq(waitlistEntries.emailNormalized, normalizeEmail(input.email))),
  ]);
  return user;
}

export async function findOauthUser(db: DrizzleD1Database, provider: "google" | "linkedin", subject: string) {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

export async function linkOauth(
  db: DrizzleD1Database,
  provider: "google" | "linkedin",
  subject: string,
  userId: number,
  email: string,
) {
  await db.insert(oauthAccounts).values({ provider, subject, userId, email }).onConflictDoNothing();
}

/** Everything the signed-in app needs about its user, scoped to that user. */
export async function getMe(db: DrizzleD1Database, userId: number) {
  // The usage row of the plan's current period comes in the same statement: a lifetime plan
  // counts in 'lifetime', a monthly one in this month's row (see periodFor).
  const now = new Date();
  const month = periodFor("month", now);
  const [row] = await db
    .select({
      user: users,
      profile: userProfiles,
      plan: plans,
      searchesUsed: usage.searchesUsed,
      pitchesUsed: usage.pitchesUsed,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(
      usage,
      and(
        eq(usage.userId, users.id),
        eq(usage.period, sql`case when ${plans.period} = 'lifetime' then 'lifetime' else ${month} end`),
      ),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, profile, plan } = row;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      signUpMethod: user.signUpMethod,
      // Not the same as signing up by e-mail: a Google sign-up can set one by 'Forgot password', and
      // linking Google drops a password set on an address never proven (routes/auth.ts).
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt.toISOString(),
    },
    profile: {
      niche: profile.niche,
      experience: profile.experience,
      skills: profile.skills,
      painPoints: profile.painPoints,
      portfolioUrl: profile.portfolioUrl,
      linkedinUrl: profile.linkedinUrl,
      pitchTemplate: profile.pitchTemplate,
      timeZone: profile.timeZone,
      followUpDigest: profile.followUpDigest,
      country: profile.country,
      announcements: profile.announcements,
      onboarded: profile.onboardedAt !== null,
    },
    plan: { id: plan.id, name: plan.name, priceCents: plan.priceCents, period: plan.period },
    usage: {
      period: periodFor(plan.period, now),
      searchesUsed: row.searchesUsed ?? 0,
      maxSearches: plan.searchesLimit,
      pitchesUsed: row.pitchesUsed ?? 0,
      maxPitches: plan.pitchesLimit,
    },
  };
}
export type Me = NonNullable<Awaited<ReturnType<typeof getMe>>>;

/** getMe for a user the caller knows exists (just signed in, or holding a live session). */
export async function getMeOrThrow(db: DrizzleD1Database, userId: number): Promise<Me> {
  const me = await getMe(db, userId);
  if (!me) throw new Error(`user ${userId} vanished`);
  return me;
}

export async function updateProfile(db: DrizzleD1Database, userId: number, input: ProfileUpdate) {
  const { name, completeOnboarding, ...fields } = input;
  const now = new Date();
  const profileSet = {
    ...fields,
    ...(completeOnboarding ? { onboardedAt: now } : {}),
    updatedAt: now,
  };
  if (name !== undefined) {
    await db.batch([
      db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId)),
      db.update(userProfiles).set(profileSet).where(eq(userProfiles.userId, userId)),
    ]);
  } else {
    await db.update(userProfiles).set(profileSet).where(eq(userProfiles.userId, userId));
  }
}

export async function passwordHashOf(db: DrizzleD1Database, userId: number) {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

/** The account's status (active, suspended), or null when no account has this id. */
export async function accountStatusOf(db: DrizzleD1Database, userId: number) {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status ?? null;
}

export async function touchLastActive(db: DrizzleD1Database, userId: number, now = new Date()) {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: DrizzleD1Database, email: string) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
}

export async function setPasswordHash(db: DrizzleD1Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A new password, and every other session of the account ended, in one batch:
 * whoever else holds a session (a lost laptop, a shared computer) is signed out.
 */
export async function changePasswordKeepingSession(
  db: DrizzleD1Database,
  userId: number,
  keepSessionId: string,
  passwordHash: string,
) {
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
  ]);
}

/** A provider vouched for the e-mail: it counts as proven, and the unproven password goes. */
export async function clearUnprovenPassword(db: DrizzleD1Database, userId: number) {
  await db
    .update(users)
    .set({ passwordHash: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The account's new (proven) e-mail; "taken" when another account has it, "gone" when this one is. */
export async function changeEmail(db: DrizzleD1Database, userId: number, email: string) {
  try {
    const [changed] = await db
      .update(users)
      .set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return changed ? ("changed" as const) : ("gone" as const);
  } catch (err) {
    if (/UNIQUE/i.test(`${String(err)} ${String(err instanceof Error ? err.cause : "")}`)) return "taken" as const;
    throw err;
  }
}
