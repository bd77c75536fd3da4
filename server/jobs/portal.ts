import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type BusinessJob,
  type PortalFigures,
} from "@contract/jobs.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { follows, jobApplications, jobs, jobViews } from "../db/schema/index.ts";
import { jobIsOpen, selectJobs, withoutCursor } from "./queries.ts";

const PORTAL_JOB_LIMIT = 200;

/** A share as a whole percentage, or null when there is nothing to divide by yet. */
function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * The business portal's figures, each counted from the business's own rows: jobs, the
 * applications to them and how they were answered, the members' views of them and the
 * business's followers. Rates are whole percentages: hires of the applications decided,
 * applications per view, and applications ever shortlisted per application.
 */
export async function portalFigures(db: Database, business: SessionUser): Promise<PortalFigures> {
  const own = eq(jobs.userId, business.id);
  const [jobCounts, applicationCounts, viewCount, followerCount] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${jobIsOpen}))::int`,
      })
      .from(jobs)
      .where(own),
    db
      .select({
        status: jobApplications.status,
        count: sql<number>`count(*)::int`,
        shortlisted: sql<number>`(count(*) filter (where ${jobApplications.shortlistedAt} is not null))::int`,
        responseSeconds: sql<
          number | null
        >`sum(extract(epoch from ${jobApplications.firstStatusChangeAt} - ${jobApplications.createdAt}))::float8`,
        answered: sql<number>`count(${jobApplications.firstStatusChangeAt})::int`,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(own)
      .groupBy(jobApplications.status),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
      .where(own),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(follows)
      .where(eq(follows.followingId, business.id)),
  ]);

  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  let applications = 0;
  let shortlisted = 0;
  let responseSeconds = 0;
  let answered = 0;
  for (const row of applicationCounts) {
    byStatus[row.status] = row.count;
    applications += row.count;
    shortlisted += row.shortlisted;
    responseSeconds += row.responseSeconds ?? 0;
    answered += row.answered;
  }
  const views = viewCount[0]?.count ?? 0;
  const decided = byStatus.accepted + byStatus.rejected;
  return {
    totalJobs: jobCounts[0]?.total ?? 0,
    activeJobs: jobCounts[0]?.active ?? 0,
    applicationsReceived: applications,
    jobViews: views,
    followers: followerCount[0]?.count ?? 0,
    averageResponseDays:
      answered > 0 ? Math.round((responseSeconds / answered / 86_400) * 10) / 10 : null,
    hireRate: percent(byStatus.accepted, decided),
    applicationRate: percent(applications, views),
    interviewRate: percent(shortlisted, applications),
    byStatus,
  };
}

/** The business's own jobs, open and closed, newest first, each with how it is doing. */
export async function businessJobs(db: Database, business: SessionUser): Promise<BusinessJob[]> {
  const own = eq(jobs.userId, business.id);
  const [rows, applicationCounts, viewCounts] = await Promise.all([
    selectJobs(db, { viewerId: business.id, where: own, limit: PORTAL_JOB_LIMIT }),
    db
      .select({
        jobId: jobApplications.jobId,
        applications: sql<number>`count(*)::int`,
        shortlisted: sql<number>`(count(*) filter (where ${jobApplications.shortlistedAt} is not null))::int`,
        accepted: sql<number>`(count(*) filter (where ${jobApplications.status} = 'accepted'))::int`,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(own)
      .groupBy(jobApplications.jobId),
    db
      .select({ jobId: jobViews.jobId, views: sql<number>`count(*)::int` })
      .from(jobViews)
      .innerJoin(jobs, and(eq(jobs.id, jobViews.jobId), own))
      .groupBy(jobViews.jobId),
  ]);
  const countsOf = new Map(applicationCounts.map((row) => [row.jobId, row]));
  const viewsOf = new Map(viewCounts.map((row) => [row.jobId, row.views]));
  return rows.map((row) => {
    const counts = countsOf.get(row.id);
    return {
      ...withoutCursor(row),
      views: viewsOf.get(row.id) ?? 0,
      applications: counts?.applications ?? 0,
      shortlisted: counts?.shortlisted ?? 0,
      accepted: counts?.accepted ?? 0,
    };
  });
}
