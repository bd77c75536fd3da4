import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A portfolio item's title, description and tags as one lower-cased text: what the assistant
 * reads skill words from. The trigram index below is on exactly this expression
 * (portfolio_search_text is an immutable SQL function the migration defines).
 */
export function portfolioSearchText(t: {
  title: AnyPgColumn;
  description: AnyPgColumn;
  tags: AnyPgColumn;
}): SQL {
  return sql`portfolio_search_text(${t.title}, ${t.description}, ${t.tags})`;
}

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
  (t) => [
    index("portfolio_items_user_idx").on(t.userId, t.createdAt),
    // Whether an uploaded object is still shown somewhere is asked by path (see storage/references.ts).
    index("portfolio_items_image_url_idx").on(t.imageUrl).where(sql`${t.imageUrl} is not null`),
    index("portfolio_items_video_url_idx").on(t.videoUrl).where(sql`${t.videoUrl} is not null`),
    index("portfolio_items_search_trgm_idx").using(
      "gin",
      sql`${portfolioSearchText(t)} gin_trgm_ops`,
    ),
  ],
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
  (t) => [
    index("availability_events_user_date_idx").on(t.userId, t.date),
    // The events a member is invited to, for their own calendar and for leaving the site.
    index("availability_events_invited_idx").using("gin", t.invitedUsers),
  ],
);
