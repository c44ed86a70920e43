import { Hono } from "hono";
import type { AppEnv } from "../env";
import { adminAccountRoutes } from "./admin-accounts";
import { adminAiPerformanceRoutes } from "./admin-ai-performance";
import { adminAnalyticsRoutes } from "./admin-analytics";
import { adminAuditRoutes } from "./admin-audit";
import { adminAuthRoutes } from "./admin-auth";
import { adminCampaignRoutes } from "./admin-campaigns";
import { adminContentRoutes } from "./admin-content";
import { adminMetricsRoutes } from "./admin-metrics";
import { adminProspectRoutes } from "./admin-prospects";
import { adminRevenueRoutes } from "./admin-revenue";
import { adminSettingsRoutes } from "./admin-settings";
import { adminSourceRoutes } from "./admin-sources";
import { adminSuggestionRoutes } from "./admin-suggestions";
import { adminSupportRoutes } from "./admin-support";
import { adminTemplateRoutes } from "./admin-templates";
import { adminUserRoutes } from "./admin-users";
import { adminUsersCsvRoutes } from "./admin-users-csv";
import { adminWaitlistRoutes } from "./admin-waitlist";

/**
 * Everything under /api/admin. Each route names its roles with requireAdmin
 * (middleware/admin-session.ts); only sign-in, verify, resend and sign-out
 * answer without an admin session.
 */
export const adminRoutes = new Hono<AppEnv>()
  .route("/auth", adminAuthRoutes)
  .route("/admins", adminAccountRoutes)
  .route("/waitlist", adminWaitlistRoutes)
  .route("/users", adminUserRoutes)
  .route("/users.csv", adminUsersCsvRoutes)
  .route("/support/suggestions", adminSuggestionRoutes)
  .route("/support", adminSupportRoutes)
  .route("/metrics", adminMetricsRoutes)
  .route("/revenue", adminRevenueRoutes)
  .route("/analytics", adminAnalyticsRoutes)
  .route("/ai-performance", adminAiPerformanceRoutes)
  .route("/prospects", adminProspectRoutes)
  .route("/sources", adminSourceRoutes)
  .route("/campaigns", adminCampaignRoutes)
  .route("/templates", adminTemplateRoutes)
  .route("/content", adminContentRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/audit", adminAuditRoutes);
