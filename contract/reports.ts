import "./human-errors.ts";
import { z } from "zod/mini";
import { suspendMemberSchema } from "./admin-suspension.ts";

export const REPORT_TARGET_TYPES = ["post", "comment", "message", "member"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "inappropriate",
  "impersonation",
  "scam",
  "other",
] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: "Spam",
  harassment: "Harassment or bullying",
  inappropriate: "Inappropriate content",
  impersonation: "Pretending to be someone else",
  scam: "Scam or fraud",
  other: "Something else",
};

export const REPORT_NOT_FOUND_MESSAGE = "What you reported could not be found.";
export const REPORT_ALREADY_OPEN_MESSAGE =
  "You have already reported this. Our team will look at it soon.";
export const REPORT_SELF_MESSAGE = "You cannot report yourself.";
export const REPORT_REASON_MESSAGE = "Please choose a reason for your report.";
export const REPORT_SENT_MESSAGE = "Thank you. Our team will review your report.";

export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, REPORT_NOT_FOUND_MESSAGE),
  targetId: z.uuid(REPORT_NOT_FOUND_MESSAGE),
  reason: z.enum(REPORT_REASONS, REPORT_REASON_MESSAGE),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.nullable(z.string()),
  status: z.enum(["open", "dismissed", "actioned"]),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** One reported thing in the admin queue: its open reports gathered together. */
export const reportedTargetSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** Whose content it is; null once that member is gone. */
  targetMember: z.nullable(
    z.object({
      id: z.string(),
      firstName: z.nullable(z.string()),
      lastName: z.nullable(z.string()),
      email: z.string(),
      suspended: z.boolean(),
    }),
  ),
  /** The first words of the post, comment or message, or the member's name; null when deleted. */
  preview: z.nullable(z.string()),
  reportCount: z.number(),
  latestReportAt: z.string(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(REPORT_REASONS),
      note: z.nullable(z.string()),
      reporter: z.object({
        id: z.string(),
        firstName: z.nullable(z.string()),
        lastName: z.nullable(z.string()),
      }),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedTarget = z.infer<typeof reportedTargetSchema>;

export const reportTargetParamsSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, REPORT_NOT_FOUND_MESSAGE),
  targetId: z.uuid(REPORT_NOT_FOUND_MESSAGE),
});

export const MEMBER_NOT_REMOVABLE_MESSAGE =
  "A member is not removed from the reports queue: suspend them instead.";
export const NO_OPEN_REPORTS_MESSAGE = "There are no open reports on this.";

/**
 * What an admin does with a reported thing: dismiss its reports, remove it (a post, comment or
 * message), or suspend whoever it belongs to. Each settles every open report on it.
 */
export const resolveReportsSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("dismiss") }),
  z.object({ action: z.literal("remove") }),
  z.extend(suspendMemberSchema, { action: z.literal("suspend") }),
]);
export type ResolveReportsInput = z.input<typeof resolveReportsSchema>;
export const resolvedReportsSchema = z.object({ resolved: z.number() });
