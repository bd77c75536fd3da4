import {
  APPLICATION_NOT_FOUND_MESSAGE,
  type ApplicationStatus,
  type ReceivedApplication,
  WITHDRAW_PENDING_ONLY_MESSAGE,
} from "@contract/jobs.ts";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { jobApplications, jobs, portfolioItems, users } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { ConflictError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { userSummaryColumns } from "../users/presenter.ts";
import { canDecideApplication, canManageJob, canWithdrawApplication } from "./policy.ts";
import { jobRecord } from "./queries.ts";

const RECEIVED_LIMIT = 200;

/** Applications to a business's jobs with each applicant's card and attached work, newest first. */
async function selectReceived(
  db: Database,
  where: SQL | undefined,
): Promise<ReceivedApplication[]> {
  const rows = await db
    .select({
      application: jobApplications,
      job: { id: jobs.id, title: jobs.title },
      applicant: userSummaryColumns(users),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(RECEIVED_LIMIT);
  const itemIds = [...new Set(rows.flatMap((row) => row.application.portfolioItemIds))];
  const items = itemIds.length
    ? await db
        .select({
          id: portfolioItems.id,
          userId: portfolioItems.userId,
          title: portfolioItems.title,
          imageUrl: portfolioItems.imageUrl,
        })
        .from(portfolioItems)
        .where(inArray(portfolioItems.id, itemIds))
    : [];
  const itemById = new Map(items.map((item) => [item.id, item]));
  return rows.map(({ application, job, applicant }) => ({
    id: application.id,
    createdAt: application.createdAt.toISOString(),
    coverLetter: application.coverLetter,
    status: application.status,
    job,
    applicant,
    // Items deleted since, or no longer the applicant's, drop out.
    portfolioItems: application.portfolioItemIds
      .map((id) => itemById.get(id))
      .filter((item) => item !== undefined && item.userId === applicant.id)
      .map((item) => ({ id: item!.id, title: item!.title, imageUrl: item!.imageUrl })),
  }));
}

/** Every application to the business's jobs, optionally of one status. */
export async function receivedApplications(
  db: Database,
  business: SessionUser,
  status: ApplicationStatus | undefined,
): Promise<ReceivedApplication[]> {
  return selectReceived(
    db,
    and(eq(jobs.userId, business.id), status ? eq(jobApplications.status, status) : undefined),
  );
}

/** The applications to one job, for the business that posted it. */
export async function applicationsToJob(
  db: Database,
  business: SessionUser,
  jobId: string,
): Promise<ReceivedApplication[]> {
  const { job } = await jobRecord(db, jobId);
  authorize(business, canManageJob, job);
  return selectReceived(db, eq(jobApplications.jobId, jobId));
}

async function applicationRecord(db: Database, applicationId: string) {
  const [row] = await db
    .select({ application: jobApplications, posterId: jobs.userId, title: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, applicationId));
  return found(row, APPLICATION_NOT_FOUND_MESSAGE);
}

const STATUS_WORDS: Record<Exclude<ApplicationStatus, "pending">, string> = {
  shortlisted: "shortlisted",
  accepted: "accepted",
  rejected: "not taken forward",
};

/**
 * The poster's answer to an application. The first answer of any kind times the response, the
 * first shortlisting counts as an interview, and accepting or rejecting decides it; the
 * applicant hears of it after it is stored.
 */
export async function decideApplication(
  context: Pick<AppContext, "db" | "events">,
  business: SessionUser,
  applicationId: string,
  status: Exclude<ApplicationStatus, "pending">,
): Promise<ReceivedApplication> {
  const { db } = context;
  const record = await applicationRecord(db, applicationId);
  authorize(business, canDecideApplication, record);
  const { application } = record;
  if (application.status !== status) {
    const now = new Date();
    const notification = await db.transaction(async (tx) => {
      await tx
        .update(jobApplications)
        .set({
          status,
          firstStatusChangeAt: application.firstStatusChangeAt ?? now,
          shortlistedAt:
            status === "shortlisted"
              ? (application.shortlistedAt ?? now)
              : application.shortlistedAt,
          decidedAt: status === "shortlisted" ? application.decidedAt : now,
        })
        .where(eq(jobApplications.id, applicationId));
      return recordNotification(tx, application.userId, business.id, {
        type: "applicationStatus",
        title: "Application update",
        message: `Your application for ${record.title} has been ${STATUS_WORDS[status]}.`,
        link: `/opportunities/${application.jobId}`,
      });
    });
    await publishNotifications(context.events, [notification]);
  }
  const [updated] = await selectReceived(db, eq(jobApplications.id, applicationId));
  return updated!;
}

/** The applicant takes back an application nobody has answered yet. */
export async function withdrawApplication(
  db: Database,
  applicant: SessionUser,
  applicationId: string,
): Promise<void> {
  const { application } = await applicationRecord(db, applicationId);
  authorize(applicant, canWithdrawApplication, application);
  const [deleted] = await db
    .delete(jobApplications)
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.status, "pending")))
    .returning({ id: jobApplications.id });
  if (!deleted) throw new ConflictError(WITHDRAW_PENDING_ONLY_MESSAGE);
}
