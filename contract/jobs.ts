import "./human-errors.ts";
import { z } from "zod";
import { SETTINGS_PROFESSIONS } from "./constants.ts";
import { requiredText } from "./human-errors.ts";
import { locationText } from "./profile.ts";

export const PAY_TYPES = ["day_rate", "hourly", "fixed_fee", "salary", "unpaid"] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const PAY_TYPE_LABELS: Record<PayType, string> = {
  day_rate: "Day rate",
  hourly: "Hourly",
  fixed_fee: "Fixed fee",
  salary: "Salary",
  unpaid: "Expenses only / unpaid",
};

/** What the card says of unpaid work: plainly, never dressed up as an opportunity. */
export const UNPAID_LABEL = "Unpaid (expenses only)";

export const APPLICATION_STATUSES = ["pending", "shortlisted", "accepted", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What a poster may move an application to. */
export const DECISION_STATUSES = ["shortlisted", "accepted", "rejected"] as const;

export const JOB_LOCATION_FILTERS = ["London", "Manchester", "Birmingham", "Remote"] as const;
export const COVER_LETTER_MAX_LENGTH = 2000;
export const MAX_ATTACHED_ITEMS = 3;
export const JOB_PAGE_SIZE = 20;

export const BUSINESS_ONLY_POSTING_MESSAGE =
  "Posting opportunities requires being signed in as a business.";
export const JOB_NOT_FOUND_MESSAGE = "Job not found.";
export const ALREADY_APPLIED_MESSAGE = "You have already applied for this job.";
export const JOB_CLOSED_MESSAGE = "This job is closed and no longer takes applications.";
export const OWN_JOB_MESSAGE = "You cannot apply to your own job.";
export const APPLICATION_NOT_FOUND_MESSAGE = "Application not found.";
export const WITHDRAW_PENDING_ONLY_MESSAGE =
  "Only a pending application can be withdrawn; this one has already been answered.";
export const NOT_YOUR_ITEMS_MESSAGE = "Attach up to three items from your own portfolio.";
export const COVER_LETTER_TOO_LONG_MESSAGE = `Cover letter can be at most ${COVER_LETTER_MAX_LENGTH.toLocaleString("en-GB")} characters.`;
export const PAY_AMOUNT_MESSAGE = "Please enter the pay in whole pounds.";
export const PAY_RANGE_MESSAGE = "The top of the range cannot be below the bottom.";
export const UNPAID_AMOUNT_MESSAGE = "Unpaid work has no amount.";
export const CLOSING_DATE_PAST_MESSAGE = "The closing date cannot be in the past.";
export const COMPANY_NAME_REQUIRED_MESSAGE = "Please enter your company name.";

const pounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  maximumFractionDigits: 0,
});

const PAY_UNITS: Record<PayType, string> = {
  day_rate: "/day",
  hourly: "/hour",
  fixed_fee: " fixed",
  salary: "/year",
  unpaid: "",
};

/** The card's budget text, always derived from the stated pay: "£300–£450/day", "£1,200 fixed". */
export function budgetText(pay: { type: PayType; min: number | null; max: number | null }): string {
  if (pay.type === "unpaid" || pay.min === null) return UNPAID_LABEL;
  const amount =
    pay.max !== null && pay.max !== pay.min
      ? `${pounds.format(pay.min)}–${pounds.format(pay.max)}`
      : pounds.format(pay.min);
  return `${amount}${PAY_UNITS[pay.type]}`;
}

export const paySchema = z.object({
  type: z.enum(PAY_TYPES),
  /** Whole pounds; null only for unpaid work. */
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type Pay = z.infer<typeof paySchema>;

export const companySchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
});

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  profession: z.string(),
  location: z.string().nullable(),
  budget: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isVerified: z.boolean(),
  }),
  /** The poster's company, when a business posted it. */
  company: companySchema.nullable(),
  pay: paySchema,
  /** yyyy-MM-dd, the last day applications are taken. */
  closingDate: z.string().nullable(),
  /** Closed by its poster or past its closing date. */
  status: z.enum(["open", "closed"]),
  /** The viewer's own state: whether they saved it, and their application's status. */
  isSaved: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
});
export type Job = z.infer<typeof jobSchema>;

const optionalNumber = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.coerce.number(PAY_AMOUNT_MESSAGE).int(PAY_AMOUNT_MESSAGE).nullable(),
);

export const jobListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  profession: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  paidOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  /** Pounds a day at least (an hourly rate counts 8 hours, a salary 220 days). */
  minPay: z.coerce.number().int().min(0).max(100_000).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(JOB_PAGE_SIZE),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** A job as its poster writes it, checked the same way in the form and on the server. */
export const jobInputSchema = z
  .object({
    title: requiredText("Title is required").trim().min(1, "Title is required").max(120),
    description: requiredText("Description is required")
      .trim()
      .min(1, "Description is required")
      .max(5000),
    profession: z.enum(SETTINGS_PROFESSIONS, "Please choose a profession from the list."),
    location: locationText.min(1, "Location is required (or Remote)"),
    payType: z.enum(PAY_TYPES, "Please choose how the work is paid."),
    payMin: optionalNumber.pipe(z.number().int().min(1).max(1_000_000).nullable()),
    payMax: optionalNumber.pipe(z.number().int().min(1).max(1_000_000).nullable()),
    closingDate: z
      .preprocess(
        (value) => (value === "" ? null : value),
        z.iso.date("Please choose a closing date.").nullish(),
      )
      .transform((value): string | null => value ?? null),
  })
  .superRefine((job, context) => {
    if (job.payType === "unpaid") {
      if (job.payMin !== null || job.payMax !== null) {
        context.addIssue({ code: "custom", message: UNPAID_AMOUNT_MESSAGE, path: ["payMin"] });
      }
      return;
    }
    if (job.payMin === null) {
      context.addIssue({ code: "custom", message: PAY_AMOUNT_MESSAGE, path: ["payMin"] });
    } else if (job.payMax !== null && job.payMax < job.payMin) {
      context.addIssue({ code: "custom", message: PAY_RANGE_MESSAGE, path: ["payMax"] });
    }
  });
export type JobInput = z.input<typeof jobInputSchema>;
export type JobFields = z.infer<typeof jobInputSchema>;

/** The date check a new or reopened job needs; editing an old job keeps its date. */
export function closingDateInPast(closingDate: string | null, now: string = today()): boolean {
  return closingDate !== null && closingDate < now;
}

export const applySchema = z.object({
  coverLetter: z
    .string()
    .trim()
    .max(COVER_LETTER_MAX_LENGTH, COVER_LETTER_TOO_LONG_MESSAGE)
    .optional()
    .transform((value) => value || null),
  portfolioItemIds: z
    .array(z.uuid(NOT_YOUR_ITEMS_MESSAGE))
    .max(MAX_ATTACHED_ITEMS, NOT_YOUR_ITEMS_MESSAGE)
    .optional()
    .default([]),
});
export type ApplyInput = z.input<typeof applySchema>;

/** A member's own application, as the Saved tab lists it. */
export const applicationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  coverLetter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  job: z.object({
    id: z.string(),
    title: z.string(),
    budget: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
});
export type Application = z.infer<typeof applicationSchema>;

/** An application as the business that posted the job reads it. */
export const receivedApplicationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  coverLetter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  job: z.object({ id: z.string(), title: z.string() }),
  applicant: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    profession: z.string().nullable(),
    location: z.string().nullable(),
  }),
  portfolioItems: z.array(
    z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  ),
});
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

export const applicationDecisionSchema = z.object({ status: z.enum(DECISION_STATUSES) });
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** One of the business's own jobs in the portal, with how it is doing. */
export const businessJobSchema = jobSchema.extend({
  views: z.number(),
  applications: z.number(),
  shortlisted: z.number(),
  accepted: z.number(),
});
export type BusinessJob = z.infer<typeof businessJobSchema>;

/** The portal's figures, each computed from the business's own jobs and applications. */
export const portalFiguresSchema = z.object({
  totalJobs: z.number(),
  activeJobs: z.number(),
  applicationsReceived: z.number(),
  jobViews: z.number(),
  followers: z.number(),
  /** Days from an application to the business's first answer, on average; null before any. */
  averageResponseDays: z.number().nullable(),
  /** Percentages, whole numbers; null when there is nothing to divide by yet. */
  hireRate: z.number().nullable(),
  applicationRate: z.number().nullable(),
  interviewRate: z.number().nullable(),
  byStatus: z.record(z.enum(APPLICATION_STATUSES), z.number()),
});
export type PortalFigures = z.infer<typeof portalFiguresSchema>;

export const businessProfileSchema = z.object({
  companyName: requiredText(COMPANY_NAME_REQUIRED_MESSAGE)
    .trim()
    .min(1, COMPANY_NAME_REQUIRED_MESSAGE)
    .max(120),
  companyLogoUrl: z.string().max(500).nullish(),
  companyAbout: z.string().trim().max(1000).nullish(),
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const savedStateSchema = z.object({ isSaved: z.boolean() });
export const receivedApplicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
});
