import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env";
import { errorBody, handleError } from "./lib/errors";
import { answerNavigation } from "./lib/spa-pages";
import { withDb } from "./middleware/db";
import { jsonBody } from "./middleware/json-body";
import { jsonOnly } from "./middleware/json-only";
import { privateByDefault } from "./middleware/no-store";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { withSession } from "./middleware/session";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { adminBillingRoutes } from "./routes/admin-billing";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { campaignTrackingRoutes } from "./routes/campaign-tracking";
import { clientRoutes } from "./routes/clients";
import { contactRoutes } from "./routes/contact";
import { contentRoutes } from "./routes/content";
import { dashboardRoutes } from "./routes/dashboard";
import { mountDocs } from "./routes/docs";
import { followUpRoutes } from "./routes/follow-ups";
import { healthRoutes } from "./routes/health";
import { pitchRoutes } from "./routes/pitches";
import { profileRoutes } from "./routes/profile";
import { prospectRoutes } from "./routes/prospects";
import { searchRoutes } from "./routes/search";
import { suggestionRoutes } from "./routes/suggestions";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { waitlistRoutes } from "./routes/waitlist";
import { webhookRoutes } from "./routes/webhooks";

const app = new Hono<AppEnv>();

app.use("*", requestId({ headerName: "X-Request-Id" }));
// The Worker's own answers; pages it answers (functions/lib/spa-pages.ts) keep the headers
// the static files carry (web/public/_headers), whose CSP lets the app's scripts run.
app.use("/api/*", apiSecurityHeaders);
const rawBodyPaths = ["/api/webhooks/paystack", "/api/admin/prospects/import"];
app.use("/api/*", jsonOnly(rawBodyPaths, ["/api/unsubscribe/one-click"]));
app.use("/api/*", jsonBody(rawBodyPaths));
app.use("/api/*", privateByDefault);
app.use("/api/*", withDb);
app.use("/api/*", withSession);

const routes = app
  .route("/api/health", healthRoutes)
  .route("/api/waitlist", waitlistRoutes)
  .route("/api/webhooks", webhookRoutes)
  .route("/api/contact", contactRoutes)
  .route("/api/auth", authRoutes)
  .route("/api/profile", profileRoutes)
  .route("/api/billing", billingRoutes)
  .route("/api/account", accountRoutes)
  .route("/api/admin/billing", adminBillingRoutes)
  .route("/api/admin", adminRoutes)
  .route("/api/prospects", prospectRoutes)
  .route("/api/pitches", pitchRoutes)
  .route("/api/follow-ups", followUpRoutes)
  .route("/api/clients", clientRoutes)
  .route("/api/dashboard", dashboardRoutes)
  .route("/api/unsubscribe", unsubscribeRoutes)
  .route("/api/suggestions", suggestionRoutes)
  .route("/api/content", contentRoutes)
  .route("/api/c", campaignTrackingRoutes)
  .route("/api", searchRoutes);

mountDocs(app);

app.notFound((c) => {
  if (c.req.path.startsWith("/api/") || c.req.path === "/api") {
    return c.json(errorBody("not_found", `No API endpoint answers ${c.req.method} ${c.req.path}.`), 404);
  }
  // A page no static file answers: the app shell for the router's paths, else a real 404.
  return answerNavigation(c);
});
app.onError(handleError);

export type AppType = typeof routes;
export { app };
