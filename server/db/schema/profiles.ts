import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    videoUrl: text(),
    tags: text().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portfolio_items_user_idx").on(t.userId, t.createdAt)],
);

export const availabilityEvents = pgTable(
  "availability_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    status: text({ enum: ["available", "busy", "unavailable"] })
      .notNull()
      .default("available"),
    title: text(),
    description: text(),
    invitedUsers: uuid().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("availability_events_user_date_idx").on(t.userId, t.date)],
);
