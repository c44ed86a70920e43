export const ADMIN_PASSWORD = "Admin-Portal-2026";
export type AdminRole = "super_admin" | "moderator";

/** Super admins seeded before the e2e server starts, handed out one per call (per worker process). */
export const ADMIN_POOL = Array.from({ length: 4 }, (_, worker) =>
  Array.from({ length: 8 }, (_, k) => ({
    email: `pool-${worker}-${k}@e2e.example.com`,
    name: "Avery Admin",
    role: "super_admin" as AdminRole,
    worker,
  })),
).flat();
