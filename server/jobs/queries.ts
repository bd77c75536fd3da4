import {
  budgetText,
  JOB_NOT_FOUND_MESSAGE,
  type Job,
  type jobListQuerySchema,
} from "@contract/jobs.ts";
import type { PageQuery } from "@contract/pages.ts";
import { and, desc, eq, gte, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import type { Database } from "../db/client.ts";
import {
  cursorTime,
  decodeScopedCursor,
  type KeysetCursor,
  type KeysetPage,
  keysetList,
  keysetPage,
  olderThanPlaceholders,
  olderThanValues,
} from "../db/keyset.ts";
import { limitInText, namedStatement } from "../db/named-statements.ts";
import { jobApplications, jobColumns, jobs, savedJobs, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";

export { JOB_NOT_FOUND_MESSAGE };

/**
 * A job takes applications while its poster keeps it open and its closing date has not passed:
 * an expired job reads as closed everywhere at once, with no sweeper to run.
 */
export const jobIsOpen: SQL = sql`(${jobs.status} = 'open' and (${jobs.closingDate} is null or ${jobs.closingDate} >= current_date))`;

/**
 * Jobs with their posters and the viewer's own state (an id, or the placeholder of a named
 * statement), ready for a where, an order and a limit; with `extra` columns of a list's own
 * beside them (a business's counts of its jobs, when a member saved one).
 */
export function jobsReadBy<Extra extends SelectedFields = Record<never, never>>(
  db: Database,
  viewerId: string | Placeholder,
  extra?: Extra,
) {
  const read = {
    job: jobColumns,
    poster: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      isVerified: users.isVerified,
      accountType: users.accountType,
      companyName: users.companyName,
      companyLogoUrl: users.companyLogoUrl,
    },
    isOpen: sql<boolean>`${jobIsOpen}`,
    isSaved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.userId} = ${viewerId} and ${savedJobs.jobId} = ${jobs.id})`,
    applicationStatus: sql<
      Job["applicationStatus"]
    >`(select ${jobApplications.status} from ${jobApplications} where ${jobApplications.userId} = ${viewerId} and ${jobApplications.jobId} = ${jobs.id})`,
    cursorCreatedAt: cursorTime(jobs.createdAt),
  };
  return db
    .select(Object.assign(read, extra))
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .$dynamic();
}

type JobReadRow = Awaited<ReturnType<typeof jobsReadBy>>[number];

/**
 * A row of jobsReadBy as the job goes on the wire. The cursor its page may end at stays on the
 * row, read there, rather than copied in and out of every job.
 */
export function jobFromRow({ job, poster, isOpen, isSaved, applicationStatus }: JobReadRow): Job {
  const pay = { type: job.payType, min: job.payMin, max: job.payMax };
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    profession: job.profession,
    location: job.location,
    budget: budgetText(pay),
    createdAt: job.createdAt.toISOString(),
    user: {
      id: poster.id,
      firstName: poster.firstName,
      lastName: poster.lastName,
      profileImageUrl: poster.profileImageUrl,
      isVerified: poster.isVerified,
    },
    company:
      poster.accountType === "business" && poster.companyName
        ? { name: poster.companyName, logoUrl: poster.companyLogoUrl }
        : null,
    pay,
    closingDate: job.closingDate,
    status: isOpen ? "open" : "closed",
    isSaved,
    applicationStatus,
  };
}

/** One job with its poster, open or not, or a 404. */
export async function jobById(db: Database, viewerId: string, jobId: string): Promise<Job> {
  const [row] = await jobsByIdsStatement(db).execute({ viewerId, ids: [jobId] });
  return jobFromRow(found(row, JOB_NOT_FOUND_MESSAGE));
}

type JobListQuery = z.infer<typeof jobListQuerySchema>;

const NEWEST = "new";
const RANKED = "rank";
const CURSOR_JOB = "cursor_job";
const RANK_COLUMN = "rank";

/**
 * The filters of the jobs board, each optional, combined; open jobs only. Each filter asked for
 * takes its value from a placeholder (boardValues), so one named statement serves every board
 * read of the same shape: which filters, whether there is search text and a cursor, the page
 * size. There are a few dozen shapes, and building the query was a fifth of a board read's
 * time.
 */
function boardFilters(query: JobListQuery): SQL | undefined {
  return and(
    jobIsOpen,
    query.profession ? eq(jobs.profession, sql.placeholder("profession")) : undefined,
    query.location
      ? sql`lower(${jobs.location}) = lower(${sql.placeholder("location")})`
      : undefined,
    query.paidOnly ? ne(jobs.payType, "unpaid") : undefined,
    query.minPay ? gte(jobs.payDayRate, sql.placeholder("minPay")) : undefined,
  );
}

function boardValues(query: JobListQuery, text: string | undefined, cursor: KeysetCursor | null) {
  return {
    profession: query.profession,
    location: query.location,
    minPay: query.minPay,
    text,
    ...olderThanValues(cursor),
  };
}

/**
 * A name for the board statement of this shape. A first page has no cursor condition at all:
 * bound to "after every row", the condition reads to the planner as a third of the board, and
 * PostgreSQL then finds planning for the values cheaper than its generic plan every time, so
 * every first page was planned afresh, which took longer than running it.
 */
function boardShape(query: JobListQuery, scope: string, cursor: KeysetCursor | null): string {
  const flags = [query.profession, query.location, query.paidOnly, query.minPay, cursor];
  return `jobs_board_${scope}_${flags.map((flag) => (flag ? 1 : 0)).join("")}_${query.limit + 1}`;
}

const viewer = sql.placeholder("viewerId");

/**
 * The ranked board's rank and its keyset condition. A ranked page ends at a row whose rank is
 * not in the cursor: the next page recomputes that row's rank with the same expression over the
 * same text, so the comparison is exact (no float passes through text), and the order (rank,
 * created_at, id) is total, so no row repeats or is skipped however many pages are read. The
 * search text becomes a query once per run, in a sub-select: written in place, the kept plan
 * parsed it again for every job it ranked.
 */
function rankedBy(hasCursor: boolean) {
  const terms = sql`(select websearch_to_tsquery('english', ${sql.placeholder("text")}))`;
  const rank = sql<number>`ts_rank(${jobs.searchDocument}, ${terms})`;
  const cursorJob = alias(jobs, CURSOR_JOB);
  const after = hasCursor
    ? sql`(${rank}, ${jobs.createdAt}, ${jobs.id}) < ((select ts_rank(${cursorJob.searchDocument}, ${terms}) from ${jobs} as ${sql.identifier(CURSOR_JOB)} where ${cursorJob.id} = ${sql.placeholder("beforeId")}::uuid), ${sql.placeholder("before")}::timestamptz, ${sql.placeholder("beforeId")}::uuid)`
    : undefined;
  return { rank, where: and(sql`${jobs.searchDocument} @@ ${terms}`, after) };
}

/**
 * A ranked page: every match is ranked before the page is known, so the page's ids are found,
 * with their rank, from the jobs alone, and only those rows are joined to their posters and the
 * viewer's state, in the order the ids were found. Each match is ranked once, for its place and
 * the page's order alike (ordered by the rank's name): a search matching 300 jobs otherwise
 * looked up 300 posters for a page of 21, and with the page's ids passed on as a list each of
 * its jobs was ranked again.
 */
function rankedPage(db: Database, filters: SQL | undefined, hasCursor: boolean, size: Placeholder) {
  const { rank, where } = rankedBy(hasCursor);
  const page = db
    .select({ id: jobs.id, rank: rank.as(RANK_COLUMN), createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(filters, where))
    .orderBy(sql`${sql.identifier(RANK_COLUMN)} desc`, desc(jobs.createdAt), desc(jobs.id))
    .limit(size)
    .as("page");
  return jobsReadBy(db, viewer)
    .innerJoin(page, eq(page.id, jobs.id))
    .orderBy(desc(page.rank), desc(page.createdAt), desc(page.id));
}

/**
 * The jobs board: open jobs matching the filters, newest first; with search text, the best
 * matches first (title words count more than description words), then newest. Pages by keyset
 * either way (rankedBy). Ranking every match rather than a bounded top few keeps deep pages
 * correct; a job's words are few, so ranking all matches stays cheap at the board's size. If
 * the cursor's job was deleted meanwhile, the list simply ends.
 */
export async function listJobs(
  db: Database,
  viewerId: string,
  query: JobListQuery,
): Promise<KeysetPage<Job>> {
  const text = query.q?.trim() || undefined;
  const scope = text ? RANKED : NEWEST;
  const cursor = decodeScopedCursor(query.cursor, scope);
  const statement = namedStatement(db, boardShape(query, scope, cursor), (name) => {
    const size = limitInText(query.limit + 1);
    if (text) return rankedPage(db, boardFilters(query), cursor !== null, size).prepare(name);
    return jobsReadBy(db, viewer)
      .where(
        and(
          boardFilters(query),
          cursor ? olderThanPlaceholders(jobs.createdAt, jobs.id) : undefined,
        ),
      )
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(size)
      .prepare(name);
  });
  const rows = await statement.execute({ viewerId, ...boardValues(query, text, cursor) });
  const page = keysetPage(rows, query.limit, (row) => ({
    scope,
    createdAt: row.cursorCreatedAt,
    id: row.job.id,
  }));
  return { items: page.items.map(jobFromRow), nextCursor: page.nextCursor };
}

const savedList = keysetList("savedjobs", savedJobs.createdAt, savedJobs.jobId);

/**
 * A page of the jobs a member saved, the most recently saved first, open or not, as one named
 * statement: the page's saves are read off their index, then only those jobs with their
 * posters, in the saves' order (as two statements, the round trips cost the server more than
 * the reads).
 */
export async function savedJobsOf(
  db: Database,
  viewerId: string,
  page: PageQuery,
): Promise<KeysetPage<Job>> {
  const rows = await savedJobsStatement(db, page.limit + 1).execute({
    viewerId,
    ...savedList.cursorValues(page.cursor),
  });
  const { items, nextCursor } = savedList.page(rows, page.limit);
  return { items: items.map(jobFromRow), nextCursor };
}

function savedJobsStatement(db: Database, size: number) {
  return namedStatement(db, `saved_jobs_page_${size}`, (name) => {
    const saves = savedList
      .pageQuery(
        db
          .select({
            jobId: savedJobs.jobId,
            savedAt: savedJobs.createdAt,
            cursorAt: savedList.cursorColumns.cursorAt.as("cursor_at"),
          })
          .from(savedJobs)
          .$dynamic(),
        eq(savedJobs.userId, viewer),
        size,
      )
      .as("saves");
    return jobsReadBy(db, viewer, { cursorAt: saves.cursorAt, cursorId: saves.jobId })
      .innerJoin(saves, eq(saves.jobId, jobs.id))
      .orderBy(desc(saves.savedAt), desc(saves.jobId))
      .prepare(name);
  });
}

/** Jobs by their ids as the viewer sees them (one, or a page's), as one named statement. */
function jobsByIdsStatement(db: Database) {
  return namedStatement(db, "jobs_by_ids", (name) =>
    jobsReadBy(db, viewer)
      .where(sql`${jobs.id} = any(${sql.placeholder("ids")}::uuid[])`)
      .prepare(name),
  );
}

/** The job's row as its poster's rules read it, or a 404. */
export async function jobRecord(db: Database, jobId: string) {
  const [row] = await db
    .select({ job: jobColumns, isOpen: sql<boolean>`${jobIsOpen}` })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return found(row, JOB_NOT_FOUND_MESSAGE);
}
