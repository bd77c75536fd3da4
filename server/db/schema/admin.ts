import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Site-wide switches: a single row keyed 'site'. */
export const adminSettings = pgTable("admin_settings", {
  key: text().primaryKey().default("site"),
  mainPagesEnabled: boolean().notNull().default(true),
  loginsEnabled: boolean().notNull().default(true),
  registrationsEnabled: boolean().notNull().default(true),
  adminMessage: text().notNull().default(""),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const botMessages = pgTable("bot_messages", {
  id: uuid().primaryKey().defaultRandom(),
  messageType: text().notNull(),
  content: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
