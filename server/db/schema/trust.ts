import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REPORT_REASONS, REPORT_TARGET_TYPES } from "../../../contract/reports.ts";
import { users } from "./users.ts";

export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text().notNull(),
    dateOfBirth: text().notNull(),
    address: text().notNull(),
    profession: text().notNull(),
    experience: text().notNull(),
    idDocumentUrl: text(),
    status: text({ enum: ["pending", "verified", "rejected"] })
      .notNull()
      .default("pending"),
    /** Why an admin rejected it, shown to the member so they know what to send next. */
    rejectionReason: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("kyc_submissions_user_idx").on(t.userId, t.createdAt),
    // Whether an uploaded object is still used is asked by path (see storage/references.ts).
    index("kyc_submissions_id_document_url_idx")
      .on(t.idDocumentUrl)
      .where(sql`${t.idDocumentUrl} is not null`),
    // A reviewer's name is cleared from what they reviewed when their account goes.
    index("kyc_submissions_reviewed_by_idx").on(t.reviewedBy),
  ],
);

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    message: text().notNull(),
    category: text({ enum: ["technical", "billing", "account", "feature_request"] }).notNull(),
    priority: text({ enum: ["low", "normal", "high", "urgent"] })
      .notNull()
      .default("normal"),
    status: text({ enum: ["open", "in_progress", "resolved", "closed"] })
      .notNull()
      .default("open"),
    adminResponse: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_tickets_user_idx").on(t.userId, t.createdAt)],
);

/** The conversation on a ticket after its first message: the member's follow-ups. */
export const supportTicketMessages = pgTable(
  "support_ticket_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    fromAdmin: boolean().notNull().default(false),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_ticket_messages_ticket_idx").on(t.ticketId, t.createdAt),
    // An author's name is cleared from their replies when their account goes.
    index("support_ticket_messages_author_idx").on(t.authorId),
  ],
);

/**
 * A member's report of a post, comment, message or member. `targetUserId` is whoever the
 * reported thing belongs to, so a suspension can follow from it after the content is gone.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text({ enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid().notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    note: text(),
    status: text({ enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    resolvedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per member per target; once handled, they may report it again.
    uniqueIndex("reports_one_open_per_reporter")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("reports_open_target_idx").on(t.status, t.targetType, t.targetId),
    // Each member a report names is found by key when their account goes.
    index("reports_reporter_idx").on(t.reporterId),
    index("reports_target_user_idx").on(t.targetUserId),
    index("reports_resolved_by_idx").on(t.resolvedBy),
  ],
);
