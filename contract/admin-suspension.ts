import "./human-errors.ts";
import { z } from "zod/mini";

export const SUSPENSION_REASON_MESSAGE = "Please give a reason for the suspension.";
export const SUSPENSION_END_MESSAGE = "The end of a suspension must be a date in the future.";
export const SUSPEND_SELF_MESSAGE = "You cannot suspend yourself.";
export const MEMBER_NOT_FOUND_MESSAGE = "User not found";

export const suspensionParamsSchema = z.object({ id: z.uuid(MEMBER_NOT_FOUND_MESSAGE) });

/** POST /api/admin/users/:id/suspend. Without `until` (or null) it lasts until lifted. */
export const suspendMemberSchema = z.object({
  reason: z
    .string(SUSPENSION_REASON_MESSAGE)
    .check(z.trim(), z.minLength(1, SUSPENSION_REASON_MESSAGE), z.maxLength(500)),
  until: z.nullish(z.iso.datetime({ offset: true, error: SUSPENSION_END_MESSAGE })),
});
export type SuspendMemberInput = z.input<typeof suspendMemberSchema>;

/** The answer of suspend and unsuspend (POST /api/admin/users/:id/unsuspend, no body). */
export const suspensionSchema = z.object({
  userId: z.string(),
  suspended: z.boolean(),
  suspendedAt: z.nullable(z.string()),
  suspendedUntil: z.nullable(z.string()),
  suspensionReason: z.nullable(z.string()),
});
export type Suspension = z.infer<typeof suspensionSchema>;

const endFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

/** What a suspended member reads when they try to sign in. */
export function suspendedSignInMessage(until: Date | null): string {
  return until
    ? `Your account is suspended until ${endFormat.format(until)} UTC.`
    : "Your account is suspended until our team lifts the suspension.";
}
