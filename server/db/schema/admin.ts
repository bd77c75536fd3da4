import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
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

/**
 * How many members and posts the site holds, for the admin panel's figures: counting the rows
 * read the whole posts table (77–147 ms at a million posts, growing with every post). Triggers on
 * users and posts (migration 0043) move the count in the statement that adds or removes rows,
 * whichever it is (a sign-up, a post, a cascade). Each connection adds to the slot its backend
 * falls in, so concurrent posts on different connections seldom wait for the same row; the
 * count is the sum of the slots.
 */
export const siteCounts = pgTable(
  "site_counts",
  {
    kind: text({ enum: ["members", "posts"] }).notNull(),
    slot: smallint().notNull(),
    value: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slot] })],
);

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
