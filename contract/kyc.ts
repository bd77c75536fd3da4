import "./human-errors.ts";
import { z } from "zod/mini";
import { VERIFICATION_STATUSES } from "./constants.ts";
import { filledText } from "./human-errors.ts";

export const KYC_FULL_NAME_MESSAGE = "Full name is required";
export const KYC_DATE_OF_BIRTH_MESSAGE = "Date of birth is required";
export const KYC_ADDRESS_MESSAGE = "Address is required";
export const KYC_PROFESSION_MESSAGE = "Profession is required";
export const KYC_EXPERIENCE_MESSAGE = "Experience is required";
export const KYC_INVALID_DATE_MESSAGE = "Please enter a valid date of birth.";
export const KYC_MINIMUM_AGE = 18;
export const KYC_UNDER_AGE_MESSAGE = `You must be ${KYC_MINIMUM_AGE} or over to verify your identity.`;
export const KYC_ALREADY_PENDING_MESSAGE = "Your verification is already being reviewed.";
export const KYC_ALREADY_VERIFIED_MESSAGE = "Your identity is already verified.";
export const KYC_DOCUMENT_NOT_YOURS_MESSAGE = "That document is not one of your uploads.";
export const KYC_APPROVE_OUTSIDE_DEMO_MESSAGE =
  "Verifications are approved by our team after review.";
export const KYC_NOTHING_TO_APPROVE_MESSAGE = "There is no verification waiting for approval.";
/** The client asks for demo approval this long after a successful submission. */
export const KYC_AUTO_APPROVE_DELAY_MS = 3000;

/** yyyy-MM-dd, a real calendar day. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether someone born on `dateOfBirth` (yyyy-MM-dd) has had their 18th birthday by `today`.
 * Compared as text, so someone born on 29 February comes of age on 1 March in other years.
 */
export function isAdult(dateOfBirth: string, today: Date = new Date()): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + KYC_MINIMUM_AGE;
  const comingOfAge = `${String(year).padStart(4, "0")}${dateOfBirth.slice(4)}`;
  return today.toISOString().slice(0, 10) >= comingOfAge;
}

export const kycSubmissionSchema = z.object({
  fullName: filledText(KYC_FULL_NAME_MESSAGE, 200),
  dateOfBirth: filledText(KYC_DATE_OF_BIRTH_MESSAGE, 10).check(
    z.refine(isCalendarDate, KYC_INVALID_DATE_MESSAGE),
    z.refine((value) => !isCalendarDate(value) || isAdult(value), KYC_UNDER_AGE_MESSAGE),
  ),
  address: filledText(KYC_ADDRESS_MESSAGE, 500),
  profession: filledText(KYC_PROFESSION_MESSAGE, 100),
  experience: filledText(KYC_EXPERIENCE_MESSAGE, 2000),
  /** An object path of the member's own upload made for identity documents. */
  idDocumentUrl: z.nullish(z.string().check(z.trim(), z.maxLength(4096))),
});
export type KycSubmissionInput = z.input<typeof kycSubmissionSchema>;

export const KYC_SUBMISSION_STATUSES = ["pending", "verified", "rejected"] as const;

/** A submission as its member and the admins see it. */
export const kycSubmissionViewSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  address: z.string(),
  profession: z.string(),
  experience: z.string(),
  /** Readable only by the member and an admin who unlocked the panel. */
  idDocumentUrl: z.nullable(z.string()),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  rejectionReason: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type KycSubmissionView = z.infer<typeof kycSubmissionViewSchema>;

/** The member's own verification: their status and their latest submission. */
export const kycStatusSchema = z.object({
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  submission: z.nullable(kycSubmissionViewSchema),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const VERIFICATION_NOT_FOUND_MESSAGE = "Verification not found.";
export const VERIFICATION_REVIEWED_MESSAGE = "This verification has already been reviewed.";
export const REJECTION_REASON_MESSAGE = "Please give a reason for the rejection.";

export const verificationParamsSchema = z.object({ id: z.uuid(VERIFICATION_NOT_FOUND_MESSAGE) });

/** A pending submission in the admin queue, with who sent it. */
export const adminVerificationSchema = z.extend(kycSubmissionViewSchema, {
  member: z.object({
    id: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    email: z.string(),
    profileImageUrl: z.nullable(z.string()),
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const rejectVerificationSchema = z.object({
  reason: z
    .string(REJECTION_REASON_MESSAGE)
    .check(z.trim(), z.minLength(1, REJECTION_REASON_MESSAGE), z.maxLength(500)),
});
