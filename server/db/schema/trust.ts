import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("kyc_submissions_user_idx").on(t.userId, t.createdAt)],
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
