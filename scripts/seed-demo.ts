import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { generateProspect } from "#db/demo/generate-prospects";
import { adminUsers } from "#db/schema/admin";
import { prospects } from "#db/schema/prospects";
import { userProfiles, users } from "#db/schema/users";
import { hashPassword } from "#functions/lib/password";
import { openLocalDb } from "./lib/local-db";

/**
 * Loads the generated demo data set into the local database once: a demo user,
 * a demo admin and a few thousand synthetic prospects, every row marked demo.
 * Passwords are random per install and kept (git-ignored) beside the local
 * state so they can be printed again on every start.
 */
const DEMO_PROSPECTS = Number(process.env.DEMO_PROSPECTS ?? 3000);
const persistTo = process.env.LEADSMITH_PERSIST;
const { db, client, file } = openLocalDb(persistTo);
const credsFile = path.join(path.dirname(file), "../../../../demo-credentials.json");

type Creds = { user: { email: string; password: string }; admin: { email: string; password: string } };

const existing = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1);
let creds: Creds | null = existsSync(credsFile) ? (JSON.parse(readFileSync(credsFile, "utf8")) as Creds) : null;

if (existing.length === 0) {
  const password = () => `Demo-${randomBytes(6).toString("hex")}`;
  creds = {
    user: { email: "demo@leadsmith.local", password: password() },
    admin: { email: "admin@leadsmith.local", password: password() },
  };
  const [user] = await db
    .insert(users)
    .values({
      name: "Demo User",
      email: creds.user.email,
      passwordHash: await hashPassword(creds.user.password),
      emailVerifiedAt: new Date(),
      isDemo: true,
    })
    .returning({ id: users.id });
  await db.insert(userProfiles).values({
    userId: user!.id,
    niche: "Web development for early-stage startups",
    experience: "Expert (5+ years)",
    skills: ["React", "Node.js", "UX design"],
    painPoints: ["Slow website hurting conversions", "Needs to ship an MVP before the next raise"],
    onboardedAt: new Date(),
  });
  await db.insert(adminUsers).values({
    name: "Demo Admin",
    email: creds.admin.email,
    role: "super_admin",
    passwordHash: await hashPassword(creds.admin.password),
    isDemo: true,
  });

  const now = Date.now();
  const BATCH = 500;
  for (let start = 0; start < DEMO_PROSPECTS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, DEMO_PROSPECTS - start) }, (_, k) =>
      generateProspect(start + k, 1, now),
    );
    await db.transaction(async (tx) => {
      for (const row of rows) await tx.insert(prospects).values(row).onConflictDoNothing();
    });
  }
  mkdirSync(path.dirname(credsFile), { recursive: true });
  writeFileSync(credsFile, JSON.stringify(creds, null, 2));
  console.log(`Loaded the demo data set: 1 user, 1 admin, ${DEMO_PROSPECTS} generated prospects (all marked demo).`);
}
client.close();

if (creds) {
  console.log("\n  Demo accounts (generated for this install, demo data only):");
  console.log(`    user   ${creds.user.email}  /  ${creds.user.password}   -> http://localhost:8787/sign-in`);
  console.log(`    admin  ${creds.admin.email}  /  ${creds.admin.password}   -> http://localhost:8787/admin/login\n`);
} else {
  console.log("Demo data already loaded (credentials file missing: delete .wrangler/state to start afresh).");
}
