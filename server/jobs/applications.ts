import {
  APPLICATION_NOT_FOUND_MESSAGE,
  type ApplicationStatus,
  type ReceivedApplication,
  type ReceivedApplicationsQuery,
  WITHDRAW_PENDING_ONLY_MESSAGE,
} from "@contract/jobs.ts";
import type { PageQuery } from "@contract/pages.ts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import {
  cursorTime,
  decodeScopedCursor,
  type KeysetPage,
  keysetPage,
  newestIdsOf,
  olderThanPlaceholders,
  olderThanValues,
} from "../db/keyset.ts";
import { limitInText, namedStatement } from "../db/named-statements.ts";
import { jobApplications, jobs, portfolioItems, users } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { ConflictError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { userSummaryColumns } from "../users/presenter.ts";
import { canDecideApplication, canManageJob, canWithdrawApplication } from "./policy.ts";
import { jobRecord } from "./queries.ts";

/**
 * Applications with each applicant's card, newest first, with the cursor a page may end at,
 * ready for a where and a row count.
 */
function receivedRead(db: Database, where: SQL, count: number) {
  return db
    .select({
      application: jobApplications,
      job: { id: jobs.id, title: jobs.title },
      applicant: userSummaryColumns(users),
      cursorCreatedAt: cursorTime(jobApplications.createdAt),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limitInText(count));
}

type ReceivedRow = Awaited<ReturnType<typeof receivedRead>>[number];

/** The portfolio items some applications attached, by one named statement. */
function attachedItems(db: Database) {
  return namedStatement(db, "received_attached_items", (name) =>
    db
      .select({
        id: portfolioItems.id,
        userId: portfolioItems.userId,
        title: portfolioItems.title,
        imageUrl: portfolioItems.imageUrl,
      })
      .from(portfolioItems)
      .where(sql`${portfolioItems.id} = any (${sql.placeholder("ids")}::uuid[])`)
      .prepare(name),
  );
}

/** Applications as the business reads them, each with the work its applicant attached. */
async function presentReceived(db: Database, rows: ReceivedRow[]) {
  const itemIds = [...new Set(rows.flatMap((row) => row.application.portfolioItemIds))];
  const attached = itemIds.length ? await attachedItems(db).execute({ ids: itemIds }) : [];
  const itemById = new Map(attached.map((item) => [item.id, item]));
  return rows.map(
    ({ application, job, applicant }): ReceivedApplication => ({
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
    }),
  );
}

/** Whose applications a list shows: a business's, of one status, or those to one of its jobs. */
type ReceivedScope = { posterId: string; jobId?: string; status?: ApplicationStatus | undefined };

/** The cursor's own kind: a page of applications continues only a list of applications. */
const APPLICATIONS_SCOPE = "applications";

/**
 * The named statement for a page of applications of one shape (to one job or all, of one
 * status or any, first or later page, page size): the page's ids are found on the
 * applications' index on their poster (and job, and status), then only those are read.
 */
function receivedPage(db: Database, scope: ReceivedScope, paged: boolean, count: number) {
  const flags = [scope.jobId, scope.status, paged].map((flag) => (flag ? 1 : 0)).join("");
  return namedStatement(db, `received_${flags}_${count}`, (name) => {
    const listed = and(
      eq(jobApplications.posterId, sql.placeholder("posterId")),
      scope.jobId ? eq(jobApplications.jobId, sql.placeholder("jobId")) : undefined,
      scope.status ? eq(jobApplications.status, sql.placeholder("status")) : undefined,
      paged ? olderThanPlaceholders(jobApplications.createdAt, jobApplications.id) : undefined,
    );
    const ids = newestIdsOf(db, jobApplications, listed, count);
    return receivedRead(db, inArray(jobApplications.id, ids), count).prepare(name);
  });
}

/**
 * A page of applications to a business's jobs, found on the applications' own index, so a
 * page costs what the first does however many the business has had.
 */
async function selectReceived(
  db: Database,
  scope: ReceivedScope,
  page: PageQuery,
): Promise<KeysetPage<ReceivedApplication>> {
  const cursor = decodeScopedCursor(page.cursor, APPLICATIONS_SCOPE);
  const rows = await receivedPage(db, scope, cursor !== null, page.limit + 1).execute({
    posterId: scope.posterId,
    jobId: scope.jobId,
    status: scope.status,
    ...olderThanValues(cursor),
  });
  const { items, nextCursor } = keysetPage(rows, page.limit, (row) => ({
    scope: APPLICATIONS_SCOPE,
    createdAt: row.cursorCreatedAt,
    id: row.application.id,
  }));
  return { items: await presentReceived(db, items), nextCursor };
}

/** The applications to the business's jobs, optionally of one status, a page at a time. */
export async function receivedApplications(
  db: Database,
  business: SessionUser,
  query: ReceivedApplicationsQuery,
) {
  const { status, ...page } = query;
  return selectReceived(db, { posterId: business.id, status }, page);
}

/** The applications to one job, for the business that posted it, a page at a time. */
export async function applicationsToJob(
  db: Database,
  business: SessionUser,
  jobId: string,
  page: PageQuery,
) {
  const { job } = await jobRecord(db, jobId);
  authorize(business, canManageJob, job);
  return selectReceived(db, { posterId: job.userId, jobId }, page);
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
  const [updated] = await presentReceived(
    db,
    await receivedRead(db, eq(jobApplications.id, applicationId), 1),
  );
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
