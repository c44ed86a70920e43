export const ADMIN_PASSWORD = "Admin-Portal-2026";
export type AdminRole = "super_admin" | "moderator";

/** How many pool admins each Playwright worker process may take (its bootstrap admin, and the one test that signs in a seeded admin). */
export const ADMINS_PER_WORKER = 4;

/**
 * Super admins seeded before the e2e server starts. Each worker process takes
 * its own slice by TEST_WORKER_INDEX, which is unique to the process within a
 * run (a worker restarted after a failure gets a new index), so no two
 * processes ever sign in the same admin: a second sign-in within the server's
 * 60-second code cooldown would mail no new code, and two parallel ones would
 * race for one code ('No OTP found').
 */
export const ADMIN_POOL = Array.from({ length: 16 * ADMINS_PER_WORKER }, (_, k) => ({
  email: `pool-${k}@e2e.example.com`,
  name: "Avery Admin",
  role: "super_admin" as AdminRole,
}));
