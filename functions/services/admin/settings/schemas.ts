import * as v from "valibot";
import { day } from "#db/validation/admin-settings";
import { DAY_ORDER_MESSAGE, daysInOrder } from "#db/validation/day";

/* Request and response schemas of the settings, platform and audit routes (closed objects: an unknown key is a 400). */

/** `GET /api/admin/audit?admin=&action=&from=&to=&page=`; from and to are UTC days, both included. */
export const AuditQuery = v.pipe(
  v.strictObject({
    admin: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,9}$/, "Admin must be an admin's id"),
        v.transform(Number),
        v.maxValue(2_147_483_647, "Admin must be an admin's id"),
      ),
    ),
    action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Action must be at most 100 characters"))),
    from: v.optional(day("From")),
    to: v.optional(day("To")),
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[1-9]\d{0,4}$/, "Page must be a whole number from 1"),
        v.transform(Number),
        v.maxValue(10_000, "Page must be at most 10000"),
      ),
      "1",
    ),
  }),
  v.check((x) => daysInOrder(x), DAY_ORDER_MESSAGE),
);
export type AuditQuery = v.InferOutput<typeof AuditQuery>;

export const AuditEntry = v.object({
  id: v.number(),
  at: v.string(),
  actorType: v.picklist(["user", "admin", "system", "anonymous"]),
  actorId: v.nullable(v.number()),
  /** The acting admin's or user's name and e-mail while the account exists; null for other actors, a removed admin or a deleted user. */
  actorName: v.nullable(v.string()),
  actorEmail: v.nullable(v.string()),
  action: v.string(),
  target: v.string(),
  detail: v.record(v.string(), v.unknown()),
  ip: v.string(),
});

export const AuditPage = v.object({
  entries: v.array(AuditEntry),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  /** Every action name the log holds, for the filter. */
  actions: v.array(v.string()),
  /** Every admin account, for the filter. */
  admins: v.array(v.object({ id: v.number(), name: v.string(), email: v.string() })),
});

export const PlanIdParam = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_-]{0,31}$/, "No plan has this id")),
});

const PlanSetting = v.object({
  id: v.string(),
  name: v.string(),
  period: v.picklist(["lifetime", "month"]),
  searchesLimit: v.number(),
  pitchesLimit: v.number(),
  priceCents: v.number(),
  currency: v.string(),
  /** Paid plans only: what the payment gateway (Paystack) charges, from PAYSTACK_PLAN_* and PLAN_PRICE_*. */
  gateway: v.nullable(
    v.object({
      planCode: v.nullable(v.string()),
      earlyPlanCode: v.nullable(v.string()),
      price: v.nullable(v.string()),
      purchasable: v.boolean(),
    }),
  ),
  /** Users on this plan now. */
  users: v.number(),
});

export const SettingsOverview = v.object({
  plans: v.array(PlanSetting),
  paymentsConfigured: v.boolean(),
  noticeDays: v.number(),
  /** The earliest day a price change announced today may take effect. */
  earliestEffectiveDay: v.string(),
});

export const PlanUpdated = PlanSetting;

export const PriceNoticeDraft = v.object({
  campaignId: v.number(),
  subject: v.string(),
  recipients: v.number(),
});

export const AdminRemoved = v.object({ ok: v.literal(true) });
