import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { adminUsers } from "./admin";
import { timestamps } from "./columns";

/**
 * The announcement banner of the app and the public pages (platform content):
 * shown from starts_at until ends_at; when several overlap, the newest start wins.
 */
export const siteBanners = sqliteTable(
  "site_banners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    message: text("message").notNull(),
    linkUrl: text("link_url").notNull().default(""),
    linkText: text("link_text").notNull().default(""),
    tone: text("tone", { enum: ["info", "success", "warning"] })
      .notNull()
      .default("info"),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("site_banners_window_idx").on(t.endsAt, t.startsAt),
    index("site_banners_created_by_idx").on(t.createdBy),
  ],
);

export type SiteBanner = typeof siteBanners.$inferSelect;
