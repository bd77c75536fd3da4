import {
  KYC_APPROVE_OUTSIDE_DEMO_MESSAGE,
  KYC_NOTHING_TO_APPROVE_MESSAGE,
  type KycStatus,
  VERIFICATION_NOT_FOUND_MESSAGE,
  VERIFICATION_REVIEWED_MESSAGE,
} from "@contract/kyc.ts";
import { eq } from "drizzle-orm";
import { type AdminActor, recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Transaction } from "../db/client.ts";
import { kycSubmissions, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { ConflictError, ForbiddenError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { latestSubmission, verificationStatusOf } from "./queries.ts";

type Decision = { status: "verified" } | { status: "rejected"; reason: string };

/**
 * Settles a pending submission and the member's status together. The row is re-read under a
 * lock, so two reviewers at once settle it once; the loser is told it was already reviewed.
 */
async function settleSubmission(
  tx: Transaction,
  submissionId: string,
  reviewerId: string | null,
  decision: Decision,
) {
  const [submission] = await tx
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, submissionId))
    .for("update");
  const pending = found(submission, VERIFICATION_NOT_FOUND_MESSAGE);
  if (pending.status !== "pending") throw new ConflictError(VERIFICATION_REVIEWED_MESSAGE);
  await tx
    .update(kycSubmissions)
    .set({
      status: decision.status,
      rejectionReason: decision.status === "rejected" ? decision.reason : null,
      reviewedBy: reviewerId,
      reviewedAt: new Date(),
    })
    .where(eq(kycSubmissions.id, pending.id));
  await tx
    .update(users)
    .set({
      verificationStatus: decision.status,
      isVerified: decision.status === "verified",
      updatedAt: new Date(),
    })
    .where(eq(users.id, pending.userId));
  return pending;
}

/**
 * The demo's automatic approval, which the web app asks for a few seconds after a submission.
 * It exists only in demo mode, and approves only the caller's own pending submission.
 */
export async function approveOwnVerification(
  { db, config, sessions }: Pick<AppContext, "db" | "config" | "sessions">,
  member: SessionUser,
): Promise<KycStatus> {
  if (!config.demoMode) throw new ForbiddenError(KYC_APPROVE_OUTSIDE_DEMO_MESSAGE);
  const submission = await latestSubmission(db, member.id);
  const pending = found(
    submission?.status === "pending" ? submission : null,
    KYC_NOTHING_TO_APPROVE_MESSAGE,
  );
  await db.transaction((tx) => settleSubmission(tx, pending.id, null, { status: "verified" }));
  await sessions.accountChanged(member.id);
  return verificationStatusOf(db, member.id);
}

const NOTICES = {
  verified: {
    title: "Verification Approved!",
    message: "Your identity is verified. Your profile now shows the verified badge.",
  },
  rejected: {
    title: "Verification Rejected",
    message: "Please submit new documents",
  },
} as const;

/**
 * An admin approves or rejects a pending submission; the log line is written in the same
 * transaction, and the member hears of it after commit.
 */
export async function reviewVerification(
  context: Pick<AppContext, "db" | "events" | "sessions">,
  actor: AdminActor,
  submissionId: string,
  decision: Decision,
): Promise<void> {
  const notice = NOTICES[decision.status];
  const { member, notification } = await context.db.transaction(async (tx) => {
    const settled = await settleSubmission(tx, submissionId, actor.user.id, decision);
    await recordAdminAction(tx, actor, {
      action: decision.status === "verified" ? "verification.approve" : "verification.reject",
      targetIds: [settled.id, settled.userId],
      reason: decision.status === "rejected" ? decision.reason : null,
    });
    const recorded = await recordNotification(tx, settled.userId, actor.user.id, {
      type: "verification",
      title: notice.title,
      message:
        decision.status === "rejected" ? `${notice.message}: ${decision.reason}` : notice.message,
      link: "/settings",
    });
    return { member: settled.userId, notification: recorded };
  });
  await context.sessions.accountChanged(member);
  await publishNotifications(context.events, [notification]);
}
