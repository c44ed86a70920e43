import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../lib/errors";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for the cookie-authenticated API: a state-changing request must
 * carry a JSON body (a cross-site form cannot send one without a CORS
 * preflight we never grant) and, when the browser names an origin, it must be
 * ours. Requests without an Origin header come from non-browser clients, which
 * cannot ride on a visitor's cookies.
 *
 * `rawBodyPaths` are the few routes whose body is not JSON (uploads, signed
 * webhooks); they do their own checks. `signedLinkPaths` are authorised by a
 * signed token in their URL, not by cookies, and are posted by mail servers
 * from anywhere (one-click opt-out), so neither rule applies to them.
 */
export function jsonOnly(rawBodyPaths: string[] = [], signedLinkPaths: string[] = []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!stateChanging.has(c.req.method)) return next();
    if (signedLinkPaths.includes(c.req.path)) return next();

    const origin = c.req.header("origin");
    if (origin && origin !== new URL(c.req.url).origin && origin !== c.env.APP_ORIGIN) {
      throw new ApiError(403, "cross_origin", "Cross-site requests are not allowed.");
    }
    if (c.req.header("sec-fetch-site") === "cross-site") {
      throw new ApiError(403, "cross_origin", "Cross-site requests are not allowed.");
    }
    if (rawBodyPaths.includes(c.req.path)) return next();

    // A bodiless DELETE is fine; anything that carries a body must say it is JSON.
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (c.req.method === "DELETE" && !type) return next();
    if (type !== "application/json") {
      throw new ApiError(415, "unsupported_media_type", "Send the request body as application/json.");
    }
    return next();
  });
}
