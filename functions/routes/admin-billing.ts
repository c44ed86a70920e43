import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import {
  claimRefundDecision,
  listRefundRequests,
  refundRequestWithTarget,
  reopenRefundRequest,
  unmatchedEvents,
} from "#db/queries/billing";
import { RefundIdParam } from "#db/validation/billing";
import { EmptyBody } from "#db/validation/outreach";
import { RefundRequestList, RefundState, UnmatchedEvents } from "#db/validation/responses";
import type { AppEnv } from "../env";
import { audit } from "../lib/audit";
import { ApiError } from "../lib/errors";
import { errorResponse, jsonResponse } from "../lib/openapi";
import { validate } from "../lib/validate";
import { requireAdmin, SUPER_ADMIN } from "../middleware/admin-session";
import { paystackFailure, refundTransaction, requirePaystack } from "../services/billing/paystack";
import { refundReference, settleRefund } from "../services/billing/refunds";

/** Staff side: money-back requests to approve and events no account matched. Mounted at /api/admin/billing. */
export const adminBillingRoutes = new Hono<AppEnv>()
  .get(
    "/refunds",
    describeRoute({
      tags: ["Admin"],
      summary: "Money-back requests, pending first",
      description: "Roles: super_admin.",
      responses: {
        200: jsonResponse("Requests.", RefundRequestList),
        401: errorResponse("No admin session."),
        403: errorResponse("Role not allowed."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => {
      const rows = await listRefundRequests(c.get("db"));
      return c.json({
        requests: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          paidAt: r.paidAt.toISOString(),
        })),
      });
    },
  )
  .post(
    "/refunds/:id/approve",
    describeRoute({
      tags: ["Admin"],
      summary: "Approve a money-back request: refund it through Paystack",
      description:
        "Roles: super_admin. Calls Paystack's refund API for the payment's (or early-access purchase's) transaction. A refunded payment ends the plan it paid for at once; a refunded early-access purchase frees its spot and withdraws its perks, and ends the subscription they started if they were used.",
      responses: {
        200: jsonResponse("Refunded.", RefundState),
        401: errorResponse("No admin session."),
        403: errorResponse("Role not allowed."),
        404: errorResponse("No such request."),
        409: errorResponse("Already decided."),
        502: errorResponse("Paystack refused the refund; the request stays pending."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", RefundIdParam),
    validate("json", EmptyBody),
    async (c) => {
      const db = c.get("db");
      const admin = c.get("admin")!;
      const id = c.req.valid("param").id;
      const found = await refundRequestWithTarget(db, id);
      if (!found) throw new ApiError(404, "not_found", "No such refund request.");
      const reference = refundReference(found);
      requirePaystack(c.env);
      if (!(await claimRefundDecision(db, id, "refunded", admin.id))) {
        throw new ApiError(409, "already_decided", "This request has already been decided.");
      }
      try {
        await refundTransaction(c.env, reference);
      } catch (err) {
        await reopenRefundRequest(db, id);
        paystackFailure(err, "refund this payment");
      }
      await settleRefund(c.env, db, found);
      await audit(db, c, { type: "admin", id: admin.id }, "billing.refund_approved", String(id), { reference });
      return c.json({ id, status: "refunded" as const });
    },
  )
  .post(
    "/refunds/:id/reject",
    describeRoute({
      tags: ["Admin"],
      summary: "Turn a money-back request down",
      description: "Roles: super_admin.",
      responses: {
        200: jsonResponse("Rejected.", RefundState),
        404: errorResponse("No such request."),
        409: errorResponse("Already decided."),
      },
    }),
    requireAdmin(SUPER_ADMIN),
    validate("param", RefundIdParam),
    validate("json", EmptyBody),
    async (c) => {
      const db = c.get("db");
      const admin = c.get("admin")!;
      const id = c.req.valid("param").id;
      if (!(await refundRequestWithTarget(db, id))) throw new ApiError(404, "not_found", "No such refund request.");
      if (!(await claimRefundDecision(db, id, "rejected", admin.id))) {
        throw new ApiError(409, "already_decided", "This request has already been decided.");
      }
      await audit(db, c, { type: "admin", id: admin.id }, "billing.refund_rejected", String(id));
      return c.json({ id, status: "rejected" as const });
    },
  )
  .get(
    "/unmatched",
    describeRoute({
      tags: ["Admin"],
      summary: "Paystack events for customers no account matches",
      description: "Roles: super_admin. Kept whole so a person can match them by hand.",
      responses: { 200: jsonResponse("Events.", UnmatchedEvents), 403: errorResponse("Role not allowed.") },
    }),
    requireAdmin(SUPER_ADMIN),
    async (c) => {
      const rows = await unmatchedEvents(c.get("db"));
      return c.json({ events: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    },
  );
