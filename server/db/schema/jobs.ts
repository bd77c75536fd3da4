import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

type JobText = {
  title: AnyPgColumn;
  description: AnyPgColumn;
  profession: AnyPgColumn;
  location: AnyPgColumn;
};

/** The text site search matches in a job; the trigram index below is on exactly this. */
export function jobSearchText(t: JobText): SQL {
  return sql`(${t.title} || ' ' || ${t.description} || ' ' || ${t.profession} || ' ' || coalesce(${t.location}, ''))`;
}

export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    profession: text().notNull(),
    location: text(),
    budget: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Ascending: read backwards it serves `created_at desc, id desc` exactly (see posts).
  (t) => [
    index("jobs_created_at_idx").on(t.createdAt, t.id),
    index("jobs_search_trgm_idx").using("gin", sql`${jobSearchText(t)} gin_trgm_ops`),
  ],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coverLetter: text(),
    status: text({ enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("job_applications_job_user_unique").on(t.jobId, t.userId),
    index("job_applications_user_idx").on(t.userId, t.createdAt),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);
