import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type BusinessJob,
  type PortalFigures,
} from "@contract/jobs.ts";
import type { PageQuery } from "@contract/pages.ts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import {
  decodeScopedCursor,
  type KeysetPage,
  keysetPage,
  newestIdsOf,
  olderThanPlaceholders,
  olderThanValues,
} from "../db/keyset.ts";
import { limitInText, namedStatement } from "../db/named-statements.ts";
import { follows, jobCounters, jobs } from "../db/schema/index.ts";
import { jobFromRow, jobIsOpen, jobsReadBy } from "./queries.ts";

/** A share as a whole percentage, or null when there is nothing to divide by yet. */
function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * The business portal's figures, from its jobs' counters (kept by the database as applications
 * and views come and go, so a visit reads one row per job instead of counting them all) and its
 * followers. Rates are whole percentages: hires of the applications decided, applications per
 * view, and applications ever shortlisted per application.
 */
export async function portalFigures(db: Database, business: SessionUser): Promise<PortalFigures> {
  const [figures] = await figuresStatement(db).execute({ businessId: business.id });
  const byStatus = {
    pending: figures?.pending ?? 0,
    shortlisted: figures?.shortlisted ?? 0,
    accepted: figures?.accepted ?? 0,
    rejected: figures?.rejected ?? 0,
  } satisfies Record<ApplicationStatus, number>;
  const applications = APPLICATION_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const answered = figures?.answered ?? 0;
  const views = figures?.views ?? 0;
  return {
    totalJobs: figures?.totalJobs ?? 0,
    activeJobs: figures?.activeJobs ?? 0,
    applicationsReceived: applications,
    jobViews: views,
    followers: figures?.followers ?? 0,
    averageResponseDays:
      answered > 0
        ? Math.round(((figures?.responseMilliseconds ?? 0) / answered / 86_400_000) * 10) / 10
        : null,
    hireRate: percent(byStatus.accepted, byStatus.accepted + byStatus.rejected),
    applicationRate: percent(applications, views),
    interviewRate: percent(figures?.everShortlisted ?? 0, applications),
    byStatus,
  };
}

/**
 * The sums over the business's jobs and its follower count, as one named statement: the two
 * reads it was went out as two round trips, and building them was a sixth of the server's time
 * on the portal.
 */
function figuresStatement(db: Database) {
  return namedStatement(db, "portal_figures", (name) => {
    const business = sql.placeholder("businessId");
    const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
    return db
      .select({
        totalJobs: sql<number>`count(*)::int`,
        activeJobs: sql<number>`(count(*) filter (where ${jobIsOpen}))::int`,
        views: total(jobCounters.views),
        pending: total(jobCounters.pending),
        shortlisted: total(jobCounters.shortlisted),
        accepted: total(jobCounters.accepted),
        rejected: total(jobCounters.rejected),
        everShortlisted: total(jobCounters.everShortlisted),
        answered: total(jobCounters.answered),
        responseMilliseconds: sql<number>`coalesce(sum(${jobCounters.responseMilliseconds}), 0)::float8`,
        followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followingId} = ${business})`,
      })
      .from(jobs)
      .innerJoin(jobCounters, eq(jobCounters.jobId, jobs.id))
      .where(eq(jobs.userId, business))
      .prepare(name);
  });
}

/** The cursor's own kind: a page of the portal's jobs continues only that list. */
const OWN_JOBS_SCOPE = "ownjobs";

/** How one of the business's jobs is doing, as its counters' row holds it. */
type JobCounts = { views: number; applications: number; shortlisted: number; accepted: number };

/**
 * The named statement for a page of the business's own jobs (first or later page, page size):
 * the page's ids are found on the jobs' index on their poster, then only those are read with
 * the business's own state, as the jobs board reads them, and each with its counters (a row
 * the database keeps per job, read by its key).
 */
function ownJobsPage(db: Database, paged: boolean, count: number) {
  return namedStatement(db, `portal_jobs_${paged ? 1 : 0}_${count}`, (name) => {
    const business = sql.placeholder("businessId");
    const listed = and(
      eq(jobs.userId, business),
      paged ? olderThanPlaceholders(jobs.createdAt, jobs.id) : undefined,
    );
    const counts = sql<JobCounts | null>`(select json_build_object('views', ${jobCounters.views},
      'applications', ${jobCounters.applications}, 'shortlisted', ${jobCounters.everShortlisted},
      'accepted', ${jobCounters.accepted}) from ${jobCounters} where ${jobCounters.jobId} = ${jobs.id})`;
    return jobsReadBy(db, business, { counts })
      .where(inArray(jobs.id, newestIdsOf(db, jobs, listed, count)))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limitInText(count))
      .prepare(name);
  });
}

/**
 * The business's own jobs, open and closed, newest first, each with how it is doing, a page
 * at a time, with the counters of that page's jobs.
 */
export async function businessJobs(
  db: Database,
  business: SessionUser,
  page: PageQuery,
): Promise<KeysetPage<BusinessJob>> {
  const cursor = decodeScopedCursor(page.cursor, OWN_JOBS_SCOPE);
  const rows = await ownJobsPage(db, cursor !== null, page.limit + 1).execute({
    businessId: business.id,
    ...olderThanValues(cursor),
  });
  const { items, nextCursor } = keysetPage(rows, page.limit, (row) => ({
    scope: OWN_JOBS_SCOPE,
    createdAt: row.cursorCreatedAt,
    id: row.job.id,
  }));
  return {
    nextCursor,
    items: items.map((row) => ({
      views: row.counts?.views ?? 0,
      applications: row.counts?.applications ?? 0,
      shortlisted: row.counts?.shortlisted ?? 0,
      accepted: row.counts?.accepted ?? 0,
      ...jobFromRow(row),
    })),
  };
}
