import { getTableColumns, sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** PostgreSQL's parsed document for full-text search; the app reads it only inside SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const PAY_TYPES = ["day_rate", "hourly", "fixed_fee", "salary", "unpaid"] as const;

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
    /** Pay is always stated: a type, and for paid work an amount or range in whole pounds. */
    payType: text({ enum: PAY_TYPES }).notNull().default("unpaid"),
    payMin: integer(),
    payMax: integer(),
    /**
     * What the job pays for a day at the top of its range, so jobs paid by the hour, the day, the
     * job or the year compare (8-hour days, 220 working days a year, a fixed fee as one day).
     */
    payDayRate: integer().generatedAlwaysAs(
      sql`case pay_type when 'hourly' then coalesce(pay_max, pay_min) * 8 when 'salary' then coalesce(pay_max, pay_min) / 220 when 'unpaid' then 0 else coalesce(pay_max, pay_min) end`,
    ),
    /** The last day applications are taken; past it the job reads as closed. */
    closingDate: date({ mode: "string" }),
    status: text({ enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The words the jobs board searches and ranks by, the title weighing more than the
     * description: stored with the job, so a search does not parse every match's text again
     * to rank it.
     */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')`,
      ),
    /**
     * The text site search matches in a job, lower-cased once when the job is written (see
     * posts' searchText for why it is stored).
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(title || ' ' || description || ' ' || profession || ' ' || coalesce(location, ''))`,
      ),
  },
  // Ascending: read backwards it serves `created_at desc, id desc` exactly (see posts).
  (t) => [
    index("jobs_created_at_idx").on(t.createdAt, t.id),
    index("jobs_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    // What an application's job and poster point at together (see job_applications).
    unique("jobs_id_user_unique").on(t.id, t.userId),
    index("jobs_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("jobs_search_document_idx").using("gin", t.searchDocument),
    // The board's town filter, as it compares (any case): beside the search words' index, a
    // search in one town then visits only that town's matches rather than every match.
    index("jobs_location_idx").on(sql`lower(${t.location})`),
    check(
      "jobs_pay_stated",
      sql`(${t.payType} = 'unpaid') = (${t.payMin} is null) and (${t.payMin} is null or ${t.payMin} > 0) and (${t.payMax} is null or (${t.payMin} is not null and ${t.payMax} >= ${t.payMin}))`,
    ),
  ],
);

const {
  searchDocument: _searchWords,
  searchText: _searchText,
  ...readableJobColumns
} = getTableColumns(jobs);
/** A job's columns but its search words and text, which only the searches read. */
export const jobColumns = readableJobColumns;

export const APPLICATION_STATUS_VALUES = [
  "pending",
  "shortlisted",
  "accepted",
  "rejected",
] as const;

export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid().notNull(),
    /**
     * Who posted the job, as the job has it (the foreign key on job and poster keeps the two
     * one): a business's applications are then read newest first through an index on it, where
     * every application to the site was read and sorted to find the newest to its jobs.
     */
    posterId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coverLetter: text(),
    /** Up to three of the applicant's portfolio items; ones deleted since are skipped on read. */
    portfolioItemIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    status: text({ enum: APPLICATION_STATUS_VALUES }).notNull().default("pending"),
    /** When the poster first answered (the portal's response time). */
    firstStatusChangeAt: timestamp({ withTimezone: true }),
    /** When it was first shortlisted (the portal's interview rate counts these). */
    shortlistedAt: timestamp({ withTimezone: true }),
    /** When it was accepted or rejected. */
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("job_applications_job_user_unique").on(t.jobId, t.userId),
    // A member's own applications a page at a time, newest first (the id settles one instant).
    index("job_applications_user_idx").on(t.userId, t.createdAt, t.id),
    foreignKey({
      name: "job_applications_job_poster_fk",
      columns: [t.jobId, t.posterId],
      foreignColumns: [jobs.id, jobs.userId],
    }).onDelete("cascade"),
    // Leads with the key's columns, so deleting a job finds its applications; a job has one
    // poster, so it also reads one job's applications newest first. Ascending, read backwards
    // (see posts).
    index("job_applications_job_created_idx").on(t.jobId, t.posterId, t.createdAt, t.id),
    index("job_applications_poster_created_idx").on(t.posterId, t.createdAt, t.id),
    index("job_applications_poster_status_created_idx").on(t.posterId, t.status, t.createdAt, t.id),
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
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    // Those who saved a job go with it when it is deleted.
    index("saved_jobs_job_idx").on(t.jobId),
    // A member's saved jobs a page at a time, the most recently saved first.
    index("saved_jobs_user_created_idx").on(t.userId, t.createdAt, t.jobId),
  ],
);

/** One view per member, job and day: reloading a page is not another view. */
export const jobViews = pgTable(
  "job_views",
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.userId, t.day] }),
    // A member's views go with their account.
    index("job_views_user_idx").on(t.userId),
  ],
);

/**
 * How each job is doing, for the business portal: its views, and its applications by where they
 * stand. Kept by database triggers (migration 0022) on jobs, job_applications and job_views, so
 * every way a row comes or goes (applying, answering, withdrawing, an account deleted by cascade)
 * moves the counts in its own transaction; the portal then reads one row per job instead of
 * counting every view and application on each visit. A table of its own keeps the frequent
 * writes off the wide, text-indexed jobs row.
 */
export const jobCounters = pgTable("job_counters", {
  jobId: uuid()
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  views: integer().notNull().default(0),
  applications: integer().notNull().default(0),
  pending: integer().notNull().default(0),
  shortlisted: integer().notNull().default(0),
  accepted: integer().notNull().default(0),
  rejected: integer().notNull().default(0),
  /** Applications ever shortlisted, whatever they became (the interview rate). */
  everShortlisted: integer().notNull().default(0),
  /**
   * Applications the poster has answered, and the milliseconds those answers took in all (whole
   * numbers, so adding and taking away rows never drifts as fractions would).
   */
  answered: integer().notNull().default(0),
  responseMilliseconds: bigint({ mode: "number" }).notNull().default(0),
});
