import { z } from "zod/mini";
import { requiredText } from "./human-errors.ts";

export const AVAILABILITY_STATUSES = ["available", "busy", "unavailable"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const DATE_REQUIRED_MESSAGE = "Date is required";
export const STATUS_REQUIRED_MESSAGE = "Status is required";
export const INVITE_SUGGESTION_LIMIT = 5;
export const MAX_INVITES = 50;

export const availabilityEventSchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  status: z.enum(AVAILABILITY_STATUSES),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  invitedUsers: z.array(z.string()),
  /** True on a calendar the event appears on because its owner invited this member. */
  isInvitation: z.boolean(),
  owner: z.optional(
    z.object({
      id: z.string(),
      firstName: z.nullable(z.string()),
      lastName: z.nullable(z.string()),
    }),
  ),
});
export type AvailabilityEvent = z.infer<typeof availabilityEventSchema>;

/** A real calendar day as yyyy-MM-dd (not 2026-02-30). */
const calendarDate = requiredText(DATE_REQUIRED_MESSAGE).check(
  z.minLength(1, DATE_REQUIRED_MESSAGE),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be in yyyy-MM-dd format"),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Date must be a real calendar day"),
);

export const saveAvailabilitySchema = z.object({
  date: calendarDate,
  status: z.enum(AVAILABILITY_STATUSES, STATUS_REQUIRED_MESSAGE),
  title: z.nullish(z.string().check(z.trim(), z.maxLength(120))),
  description: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
  invitedUsers: z._default(
    z.array(z.uuid("Invited members must be member ids")).check(z.maxLength(MAX_INVITES)),
    [],
  ),
});
export type SaveAvailabilityInput = z.input<typeof saveAvailabilitySchema>;
