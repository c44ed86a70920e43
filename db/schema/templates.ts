import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";

/** Pitch templates staff keep per tone (admin templates page); pitch writing reads the active ones. */
export const pitchTemplates = sqliteTable(
  "pitch_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    tone: text("tone", { enum: ["professional", "casual", "friendly", "direct"] }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    ...timestamps,
  },
  (t) => [index("pitch_templates_tone_idx").on(t.tone, t.isActive)],
);
