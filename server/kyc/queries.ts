import type { AdminVerification, KycStatus, KycSubmissionView } from "@contract/kyc.ts";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { kycSubmissions, users } from "../db/schema/index.ts";

type SubmissionRow = typeof kycSubmissions.$inferSelect;

export function presentSubmission(row: SubmissionRow): KycSubmissionView {
  return {
    id: row.id,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    profession: row.profession,
    experience: row.experience,
    idDocumentUrl: row.idDocumentUrl,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The member's latest submission, or null when they never sent one. */
export async function latestSubmission(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return row ?? null;
}

/** What the verification dialog shows the member: their status and latest submission. */
export async function verificationStatusOf(db: Database, userId: string): Promise<KycStatus> {
  const [member] = await db
    .select({ verificationStatus: users.verificationStatus, isVerified: users.isVerified })
    .from(users)
    .where(eq(users.id, userId));
  const submission = await latestSubmission(db, userId);
  return {
    verificationStatus: member!.verificationStatus,
    isVerified: member!.isVerified,
    submission: submission && presentSubmission(submission),
  };
}

/** The admin queue: submissions waiting for review, oldest first, so nobody waits longest. */
export async function pendingVerifications(db: Database): Promise<AdminVerification[]> {
  const rows = await db
    .select({
      submission: kycSubmissions,
      member: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.status, "pending"))
    .orderBy(asc(kycSubmissions.createdAt), asc(kycSubmissions.id))
    .limit(200);
  return rows.map(({ submission, member }) => ({ member, ...presentSubmission(submission) }));
}
