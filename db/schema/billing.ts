import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { adminUsers } from "./admin";
import { createdAt, timestamps } from "./columns";
import { users } from "./users";
import { earlyAccessPurchases } from "./waitlist";

export const subscriptionStatuses = [
  // Paid up and renewing.
  "active",
  // Cancelled by the user: the plan stays until current_period_end, then the cron drops it to Free.
  "non_renewing",
  // A renewal charge failed; Paystack retries, and the plan stays until the period ends.
  "past_due",
  // Over: the user is back on Free.
  "expired",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * One row per user: the plan they pay for (or staff gave them) and where it
 * stands. `users.plan_id` is what quotas read; this row says why it is what it is.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull().default("active"),
    // 'staff' when an admin set the plan by hand; the next Paystack event for the user takes over.
    source: text("source", { enum: ["paystack", "staff"] })
      .notNull()
      .default("paystack"),
    paystackSubscriptionCode: text("paystack_subscription_code"),
    paystackCustomerCode: text("paystack_customer_code"),
    // Paystack's disable call needs the subscription's e-mail token as well as its code.
    paystackEmailToken: text("paystack_email_token"),
    // The card authorisation, reused when a discounted first year rolls over to the full price.
    paystackAuthorizationCode: text("paystack_authorization_code"),
    // True while the subscription runs on the early-access price (25% off for the first year).
    discounted: integer("discounted", { mode: "boolean" }).notNull().default(false),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("subscriptions_user_unique").on(t.userId),
    uniqueIndex("subscriptions_code_unique").on(t.paystackSubscriptionCode),
    index("subscriptions_customer_idx").on(t.paystackCustomerCode),
    index("subscriptions_status_end_idx").on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * A payment page we asked Paystack for: the reference ties the browser's
 * return and the webhook back to the user (or the visitor's e-mail) and plan.
 */
export const checkouts = sqliteTable(
  "checkouts",
  {
    reference: text("reference").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    planId: text("plan_id", { enum: ["pro", "agency", "early_access"] }).notNull(),
    // 'trial': a small card check that starts a subscription 30 days later (early-access perks).
    kind: text("kind", { enum: ["subscription", "trial", "early_access"] }).notNull(),
    perkId: integer("perk_id"),
    status: text("status", { enum: ["pending", "paid", "failed"] })
      .notNull()
      .default("pending"),
    ...timestamps,
  },
  (t) => [index("checkouts_user_idx").on(t.userId, t.createdAt)],
);

/** Money received from a user, one row per Paystack transaction reference. */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    planId: text("plan_id").notNull(),
    amount: integer("amount").notNull(), // minor units (kobo, cents)
    currency: text("currency").notNull(),
    status: text("status", { enum: ["paid", "refunded"] })
      .notNull()
      .default("paid"),
    description: text("description").notNull().default(""),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }).notNull(),
    createdAt,
  },
  (t) => [uniqueIndex("payments_reference_unique").on(t.reference), index("payments_user_idx").on(t.userId, t.paidAt)],
);

/**
 * Every Paystack event acted on, keyed so that a repeat (or 50 deliveries at
 * once) is applied once: the key is inserted in the same batch as the change.
 * Events for a customer no account matches are kept whole for an admin.
 */
export const billingEvents = sqliteTable(
  "billing_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventKey: text("event_key").notNull(),
    event: text("event").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    outcome: text("outcome", { enum: ["applied", "unmatched", "processing"] }).notNull(),
    payload: text("payload", { mode: "json" }).$type<unknown>(),
    createdAt,
  },
  (t) => [uniqueIndex("billing_events_key_unique").on(t.eventKey), index("billing_events_outcome_idx").on(t.outcome)],
);

/**
 * A 30-day money-back request; a super_admin approves it and the refund goes
 * through Paystack. It is for one subscription payment or one early-access
 * purchase (paid before, or without, an account, so never a `payments` row):
 * exactly one of the two is set.
 */
export const refundRequests = sqliteTable(
  "refund_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    purchaseId: integer("purchase_id").references(() => earlyAccessPurchases.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    status: text("status", { enum: ["pending", "refunded", "rejected"] })
      .notNull()
      .default("pending"),
    decidedBy: integer("decided_by").references(() => adminUsers.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refund_requests_payment_unique").on(t.paymentId),
    uniqueIndex("refund_requests_purchase_unique").on(t.purchaseId),
    index("refund_requests_status_idx").on(t.status),
    check("refund_requests_one_target", sql`(payment_id is null) <> (purchase_id is null)`),
  ],
);

/**
 * Early-access perks (30 days free, 25% off the first year), one per purchase,
 * found by the buyer's e-mail and tied to the account with it; used once, at
 * the account's first subscription.
 */
export const billingPerks = sqliteTable(
  "billing_perks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purchaseReference: text("purchase_reference").notNull(),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    freeDays: integer("free_days").notNull().default(30),
    discountPercent: integer("discount_percent").notNull().default(25),
    discountMonths: integer("discount_months").notNull().default(12),
    appliedAt: integer("applied_at", { mode: "timestamp_ms" }),
    createdAt,
  },
  (t) => [
    uniqueIndex("billing_perks_reference_unique").on(t.purchaseReference),
    index("billing_perks_email_idx").on(t.email),
  ],
);

export type Subscription = typeof subscriptions.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Checkout = typeof checkouts.$inferSelect;
export type BillingPerk = typeof billingPerks.$inferSelect;
