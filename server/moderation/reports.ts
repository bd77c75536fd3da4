import { MEMBER_NOT_FOUND_MESSAGE } from "@contract/admin-suspension.ts";
import {
  type createReportSchema,
  MEMBER_NOT_REMOVABLE_MESSAGE,
  NO_OPEN_REPORTS_MESSAGE,
  REPORT_ALREADY_OPEN_MESSAGE,
  REPORT_SELF_MESSAGE,
  type Report,
  type ReportedTarget,
  type ReportTargetType,
  type resolveReportsSchema,
} from "@contract/reports.ts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod/mini";
import { type AdminActor, recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database, Transaction } from "../db/client.ts";
import { comments, messages, reports, users } from "../db/schema/index.ts";
import { BadRequestError, ConflictError, NotFoundError } from "../http/errors.ts";
import { deleteComment } from "../posts/comments.ts";
import { forgetImages, removePostRows } from "../posts/publish-post.ts";
import { isSuspended } from "../users/suspension.ts";
import { previewsOf, reportTargetOwner } from "./report-targets.ts";
import { suspendInTransaction } from "./suspend-member.ts";

/**
 * A member reports a post, comment, message or member they can see. They hold one open report
 * per thing: a second is refused until the first is handled.
 */
export async function fileReport(
  db: Database,
  reporter: SessionUser,
  input: z.infer<typeof createReportSchema>,
): Promise<Report> {
  const owner = await reportTargetOwner(db, reporter.id, input.targetType, input.targetId);
  if (owner === reporter.id) throw new BadRequestError(REPORT_SELF_MESSAGE);
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      targetUserId: owner,
      reason: input.reason,
      note: input.note || null,
    })
    // The partial unique index on open reports decides, so two reports at once make one.
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError(REPORT_ALREADY_OPEN_MESSAGE);
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many reported things the queue shows at once. */
const QUEUE_LENGTH = 100;

/**
 * The admins' queue: each reported thing with open reports once, the most reported first and
 * then the most recently reported, with a preview of it and whose it is.
 */
export async function openReportsQueue(db: Database): Promise<ReportedTarget[]> {
  const reportCount = sql<number>`count(*)::int`;
  const latest = sql<Date>`max(${reports.createdAt})`;
  const targets = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reportCount,
      latestReportAt: sql<string>`${latest}::text`,
    })
    .from(reports)
    .where(eq(reports.status, "open"))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(reportCount), desc(latest), desc(reports.targetId))
    .limit(QUEUE_LENGTH);
  if (targets.length === 0) return [];

  const reporter = alias(users, "reporter");
  const rows = await db
    .select({
      report: reports,
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName },
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
      },
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(users, eq(users.id, reports.targetUserId))
    .where(
      and(
        eq(reports.status, "open"),
        inArray(
          reports.targetId,
          targets.map((target) => target.targetId),
        ),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  const previews = await previewsOf(db, targets);

  return targets.map((target) => {
    const own = rows.filter(
      ({ report }) =>
        report.targetType === target.targetType && report.targetId === target.targetId,
    );
    const owner = own[0]?.owner ?? null;
    return {
      targetType: target.targetType,
      targetId: target.targetId,
      targetMember: owner && {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        suspended: isSuspended(owner),
      },
      preview: previews.get(target.targetId) ?? null,
      reportCount: target.reportCount,
      latestReportAt: new Date(target.latestReportAt).toISOString(),
      reports: own.map(({ report, reporter }) => ({
        id: report.id,
        reason: report.reason,
        note: report.note,
        reporter,
        createdAt: report.createdAt.toISOString(),
      })),
    };
  });
}

/**
 * Deletes a reported post, comment or message with the commands its owner's delete uses.
 * Answers the image objects whose bytes go once the transaction has committed.
 */
async function removeTarget(tx: Transaction, targetType: ReportTargetType, targetId: string) {
  switch (targetType) {
    case "post":
      return (await removePostRows(tx, [targetId])).images;
    case "comment": {
      const [comment] = await tx
        .select({ postId: comments.postId })
        .from(comments)
        .where(eq(comments.id, targetId));
      if (comment) await deleteComment(tx, targetId, comment.postId);
      return [];
    }
    case "message":
      await tx.delete(messages).where(eq(messages.id, targetId));
      return [];
    case "member":
      throw new BadRequestError(MEMBER_NOT_REMOVABLE_MESSAGE);
  }
}

/**
 * An admin settles every open report on one thing: dismissed, or actioned by removing it or
 * suspending its owner. The change, the reports and the audit line commit together; a
 * suspension's ended sessions are announced after.
 */
export async function resolveReports(
  context: Pick<AppContext, "db" | "sessions" | "objects">,
  actor: AdminActor,
  target: { targetType: ReportTargetType; targetId: string },
  input: z.infer<typeof resolveReportsSchema>,
): Promise<{ resolved: number }> {
  const onTarget = and(
    eq(reports.status, "open"),
    eq(reports.targetType, target.targetType),
    eq(reports.targetId, target.targetId),
  );
  const outcome = await context.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: reports.id, targetUserId: reports.targetUserId })
      .from(reports)
      .where(onTarget)
      .for("update");
    if (open.length === 0) throw new NotFoundError(NO_OPEN_REPORTS_MESSAGE);
    const owner = open.find((report) => report.targetUserId)?.targetUserId ?? null;
    const images =
      input.action === "remove" ? await removeTarget(tx, target.targetType, target.targetId) : [];
    if (input.action === "suspend") {
      if (!owner) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
      await suspendInTransaction(tx, actor, owner, input);
    }
    await tx
      .update(reports)
      .set({
        status: input.action === "dismiss" ? "dismissed" : "actioned",
        resolvedBy: actor.user.id,
        resolvedAt: new Date(),
      })
      .where(onTarget);
    await recordAdminAction(tx, actor, {
      action: `report.${input.action}`,
      targetIds: [target.targetId, ...open.map((report) => report.id)],
      reason: input.action === "suspend" ? input.reason : null,
    });
    return {
      resolved: open.length,
      suspended: input.action === "suspend" ? owner : null,
      images,
    };
  });
  await forgetImages(context.objects.store, outcome.images);
  if (outcome.suspended) await context.sessions.allEnded(outcome.suspended);
  return { resolved: outcome.resolved };
}
