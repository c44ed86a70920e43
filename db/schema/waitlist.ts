import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

export const waitlistEntries = sqliteTable(
  "waitlist_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // Trimmed and lower-cased; the unique index turns a duplicate into a 409, never a second row.
    emailNormalized: text("email_normalized").notNull(),
    whatsappPhone: text("whatsapp_phone"),
    role: text("role").notNull().default(""),
    source: text("source").notNull().default("website"),
    status: text("status", { enum: ["Pending", "Contacted", "Converted"] })
      .notNull()
      .default("Pending"),
    createdAt,
  },
  (t) => [uniqueIndex("waitlist_email_unique").on(t.emailNormalized), index("waitlist_created_idx").on(t.createdAt)],
);

/** Paid early-access spots, one row per provider transaction reference. */
export const earlyAccessPurchases = sqliteTable(
  "early_access_purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: text("reference").notNull(),
    email: text("email").notNull(),
    amount: integer("amount").notNull(), // minor units (kobo for NGN)
    currency: text("currency").notNull(),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }).notNull(),
    // Set when a super_admin approved its 30-day money-back request: no longer revenue, and its spot is free again.
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
    createdAt,
  },
  (t) => [uniqueIndex("early_access_reference_unique").on(t.reference)],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
