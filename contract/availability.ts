import { z } from "zod";
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
  title: z.string().nullable(),
  description: z.string().nullable(),
  invitedUsers: z.array(z.string()),
  /** True on a calendar the event appears on because its owner invited this member. */
  isInvitation: z.boolean(),
  owner: z
    .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .optional(),
});
export type AvailabilityEvent = z.infer<typeof availabilityEventSchema>;

/** A real calendar day as yyyy-MM-dd (not 2026-02-30). */
const calendarDate = requiredText(DATE_REQUIRED_MESSAGE)
  .min(1, DATE_REQUIRED_MESSAGE)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be in yyyy-MM-dd format")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Date must be a real calendar day");

export const saveAvailabilitySchema = z.object({
  date: calendarDate,
  status: z.enum(AVAILABILITY_STATUSES, STATUS_REQUIRED_MESSAGE),
  title: z.string().trim().max(120).nullish(),
  description: z.string().trim().max(1000).nullish(),
  invitedUsers: z.array(z.uuid("Invited members must be member ids")).max(MAX_INVITES).default([]),
});
export type SaveAvailabilityInput = z.input<typeof saveAvailabilitySchema>;
