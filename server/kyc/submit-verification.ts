import {
  KYC_ALREADY_PENDING_MESSAGE,
  KYC_ALREADY_VERIFIED_MESSAGE,
  KYC_DOCUMENT_NOT_YOURS_MESSAGE,
  type KycStatus,
  type kycSubmissionSchema,
} from "@contract/kyc.ts";
import { eq } from "drizzle-orm";
import type { z } from "zod/mini";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { kycSubmissions, users } from "../db/schema/index.ts";
import { BadRequestError, ConflictError } from "../http/errors.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { verificationStatusOf } from "./queries.ts";

/**
 * A member sends their identity details for review: the submission and the member's status
 * become pending together. A member already verified or waiting is refused; a rejected one
 * sends again. The document must be their own upload made for identity documents, which is
 * stored private.
 */
export async function submitVerification(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  member: SessionUser,
  input: z.infer<typeof kycSubmissionSchema>,
): Promise<KycStatus> {
  const document = input.idDocumentUrl
    ? await findOwnedObject(db, member.id, input.idDocumentUrl, "kyc")
    : null;
  if (input.idDocumentUrl && !document) throw new BadRequestError(KYC_DOCUMENT_NOT_YOURS_MESSAGE);
  await db.transaction(async (tx) => {
    // Locks the member's row, so two submissions at once cannot both pass the check.
    const [current] = await tx
      .select({ status: users.verificationStatus })
      .from(users)
      .where(eq(users.id, member.id))
      .for("update");
    if (current?.status === "verified") throw new ConflictError(KYC_ALREADY_VERIFIED_MESSAGE);
    if (current?.status === "pending") throw new ConflictError(KYC_ALREADY_PENDING_MESSAGE);
    await tx.insert(kycSubmissions).values({
      userId: member.id,
      fullName: input.fullName,
      dateOfBirth: input.dateOfBirth,
      address: input.address,
      profession: input.profession,
      experience: input.experience,
      idDocumentUrl: document?.path ?? null,
    });
    await tx
      .update(users)
      .set({ verificationStatus: "pending", updatedAt: new Date() })
      .where(eq(users.id, member.id));
  });
  await sessions.accountChanged(member.id);
  return verificationStatusOf(db, member.id);
}
