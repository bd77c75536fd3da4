import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

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

/**
 * Every admin action: who (member and session), when, what, on which ids, and why. The rows
 * name their targets by id without foreign keys, so deleting what an action names (a member, a
 * post) never deletes the record of having done it; the admin's own name and email are copied
 * for the same reason.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: uuid().references(() => users.id, { onDelete: "set null" }),
    adminName: text().notNull(),
    adminEmail: text().notNull(),
    sessionId: uuid(),
    action: text().notNull(),
    targetIds: text().array().notNull().default([]),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_at_idx").on(t.createdAt, t.id),
    // An admin's name is cleared from the log when their account goes; the entries stay.
    index("admin_audit_log_admin_idx").on(t.adminId),
  ],
);
