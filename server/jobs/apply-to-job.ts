import {
  ALREADY_APPLIED_MESSAGE,
  type Application,
  type applySchema,
  JOB_CLOSED_MESSAGE,
  NOT_YOUR_ITEMS_MESSAGE,
} from "@contract/jobs.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod/mini";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { jobApplications, portfolioItems } from "../db/schema/index.ts";
import { authorize } from "../http/authorize.ts";
import { BadRequestError, ConflictError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";
import { canApplyTo } from "./policy.ts";
import { jobById } from "./queries.ts";

/**
 * One application per member and job, to an open job someone else posted, with up to three of
 * the applicant's own portfolio items. The poster hears of it after it is stored.
 */
export async function applyToJob(
  context: Pick<AppContext, "db" | "events">,
  applicant: SessionUser,
  jobId: string,
  input: z.infer<typeof applySchema>,
): Promise<Application> {
  const { db } = context;
  const job = await jobById(db, applicant.id, jobId);
  authorize(applicant, canApplyTo, { userId: job.user.id });
  if (job.applicationStatus) throw new ConflictError(ALREADY_APPLIED_MESSAGE);
  if (job.status === "closed") throw new ConflictError(JOB_CLOSED_MESSAGE);

  const itemIds = [...new Set(input.portfolioItemIds)];
  if (itemIds.length > 0) {
    const own = await db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(and(inArray(portfolioItems.id, itemIds), eq(portfolioItems.userId, applicant.id)));
    if (own.length !== itemIds.length) throw new BadRequestError(NOT_YOUR_ITEMS_MESSAGE);
  }

  const { row, notification } = await db.transaction(async (tx) => {
    // The unique (job, member) pair settles two applications sent at once.
    const [row] = await tx
      .insert(jobApplications)
      .values({
        jobId,
        posterId: job.user.id,
        userId: applicant.id,
        coverLetter: input.coverLetter,
        portfolioItemIds: itemIds,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError(ALREADY_APPLIED_MESSAGE);
    const notification = await recordNotification(tx, job.user.id, applicant.id, {
      type: "jobApplication",
      title: "New application",
      message: `${fullName(applicant)} applied for ${job.title}.`,
      link: "/companies",
    });
    return { row, notification };
  });
  await publishNotifications(context.events, [notification]);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    coverLetter: row.coverLetter,
    status: row.status,
    job: {
      id: job.id,
      title: job.title,
      budget: job.budget,
      companyName: job.company?.name ?? null,
    },
  };
}
