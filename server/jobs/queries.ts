import {
  budgetText,
  JOB_NOT_FOUND_MESSAGE,
  type Job,
  type jobListQuerySchema,
} from "@contract/jobs.ts";
import { and, desc, eq, gte, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import type { Database } from "../db/client.ts";
import {
  cursorTime,
  decodeOptionalCursor,
  INVALID_CURSOR_MESSAGE,
  type KeysetCursor,
  keysetPage,
  olderThan,
} from "../db/keyset.ts";
import { limitInText } from "../db/named-statements.ts";
import { jobApplications, jobColumns, jobs, savedJobs, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";

export { JOB_NOT_FOUND_MESSAGE };

/**
 * A job takes applications while its poster keeps it open and its closing date has not passed:
 * an expired job reads as closed everywhere at once, with no sweeper to run.
 */
export const jobIsOpen: SQL = sql`(${jobs.status} = 'open' and (${jobs.closingDate} is null or ${jobs.closingDate} >= current_date))`;

export type JobRow = Job & { cursorCreatedAt: string };

/** Jobs with their posters and the viewer's own state, in the order asked (newest by default). */
export async function selectJobs(
  db: Database,
  options: {
    viewerId: string;
    where?: SQL | undefined;
    orderBy?: SQL[];
    limit: number;
  },
): Promise<JobRow[]> {
  const rows = await db
    .select({
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
      isSaved: sql<boolean>`exists (select 1 from ${savedJobs} where ${savedJobs.userId} = ${options.viewerId} and ${savedJobs.jobId} = ${jobs.id})`,
      applicationStatus: sql<
        Job["applicationStatus"]
      >`(select ${jobApplications.status} from ${jobApplications} where ${jobApplications.userId} = ${options.viewerId} and ${jobApplications.jobId} = ${jobs.id})`,
      cursorCreatedAt: cursorTime(jobs.createdAt),
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(jobs.createdAt), desc(jobs.id)]))
    .limit(limitInText(options.limit));
  return rows.map(({ job, poster, isOpen, isSaved, applicationStatus, cursorCreatedAt }) => {
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
      cursorCreatedAt,
    };
  });
}

/** Drops the internal cursor field before a job goes on the wire. */
export function withoutCursor({ cursorCreatedAt: _cursor, ...job }: JobRow): Job {
  return job;
}

/** One job with its poster, open or not, or a 404. */
export async function jobById(db: Database, viewerId: string, jobId: string): Promise<Job> {
  const [job] = await selectJobs(db, { viewerId, where: eq(jobs.id, jobId), limit: 1 });
  return withoutCursor(found(job, JOB_NOT_FOUND_MESSAGE));
}

type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** The filters of the jobs board, each optional, combined; open jobs only. */
function boardFilters(query: JobListQuery): SQL | undefined {
  return and(
    jobIsOpen,
    query.profession ? eq(jobs.profession, query.profession) : undefined,
    query.location ? sql`lower(${jobs.location}) = lower(${query.location})` : undefined,
    query.paidOnly ? ne(jobs.payType, "unpaid") : undefined,
    query.minPay ? gte(jobs.payDayRate, query.minPay) : undefined,
  );
}

const NEWEST = "new";
const RANKED = "rank";
const CURSOR_JOB = "cursor_job";

/**
 * The jobs board: open jobs matching the filters, newest first; with search text, the best
 * matches first (title words count more than description words), then newest. Pages by keyset
 * either way.
 *
 * A ranked page ends at a row whose rank is not in the cursor: the next page recomputes that
 * row's rank with the same expression over the same text, so the comparison is exact (no float
 * passes through text), and the order (rank, created_at, id) is total, so no row repeats or is
 * skipped however many pages are read. Ranking every match rather than a bounded top few
 * keeps deep pages correct; a job's words are few, so ranking all matches stays cheap at the
 * board's size. If the cursor's job was deleted meanwhile, the list simply ends.
 */
export async function listJobs(
  db: Database,
  viewerId: string,
  query: JobListQuery,
): Promise<{ items: Job[]; nextCursor: string | null }> {
  const cursor = decodeOptionalCursor(query.cursor);
  const text = query.q?.trim();
  const scope = text ? RANKED : NEWEST;
  if (cursor && cursor.scope !== scope) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  const keyOf = (row: JobRow): KeysetCursor => ({
    scope,
    createdAt: row.cursorCreatedAt,
    id: row.id,
  });

  if (!text) {
    const rows = await selectJobs(db, {
      viewerId,
      where: and(boardFilters(query), olderThan(jobs.createdAt, jobs.id, cursor)),
      limit: query.limit + 1,
    });
    const page = keysetPage(rows, query.limit, keyOf);
    return { items: page.items.map(withoutCursor), nextCursor: page.nextCursor };
  }

  const terms = sql`websearch_to_tsquery('english', ${text})`;
  const rank = sql`ts_rank(${jobs.searchDocument}, ${terms})`;
  const cursorJob = alias(jobs, CURSOR_JOB);
  const after = cursor
    ? sql`(${rank}, ${jobs.createdAt}, ${jobs.id}) < ((select ts_rank(${cursorJob.searchDocument}, ${terms}) from ${jobs} as ${sql.identifier(CURSOR_JOB)} where ${cursorJob.id} = ${cursor.id}), ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await selectJobs(db, {
    viewerId,
    where: and(boardFilters(query), sql`${jobs.searchDocument} @@ ${terms}`, after),
    orderBy: [sql`${rank} desc`, desc(jobs.createdAt), desc(jobs.id)],
    limit: query.limit + 1,
  });
  const page = keysetPage(rows, query.limit, keyOf);
  return { items: page.items.map(withoutCursor), nextCursor: page.nextCursor };
}

/** The jobs a member saved, most recently saved first, open or not. */
export async function savedJobsOf(db: Database, viewerId: string): Promise<Job[]> {
  const rows = await selectJobs(db, {
    viewerId,
    where: sql`${jobs.id} in (select ${savedJobs.jobId} from ${savedJobs} where ${savedJobs.userId} = ${viewerId})`,
    orderBy: [
      sql`(select ${savedJobs.createdAt} from ${savedJobs} where ${savedJobs.userId} = ${viewerId} and ${savedJobs.jobId} = ${jobs.id}) desc`,
      desc(jobs.id),
    ],
    limit: 100,
  });
  return rows.map(withoutCursor);
}

/** The job's row as its poster's rules read it, or a 404. */
export async function jobRecord(db: Database, jobId: string) {
  const [row] = await db
    .select({ job: jobColumns, isOpen: sql<boolean>`${jobIsOpen}` })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return found(row, JOB_NOT_FOUND_MESSAGE);
}
