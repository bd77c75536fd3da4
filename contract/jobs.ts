import "./human-errors.ts";
import { z } from "zod/mini";
import { SETTINGS_PROFESSIONS } from "./constants.ts";
import { formatPounds, formatWholeNumber } from "./en-gb.ts";
import { filledText } from "./human-errors.ts";
import { pageQuery } from "./pages.ts";
import { locationText } from "./profile.ts";
import { COMPANY_NAME_REQUIRED_MESSAGE } from "./users.ts";

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
export const COVER_LETTER_TOO_LONG_MESSAGE = `Cover letter can be at most ${formatWholeNumber(COVER_LETTER_MAX_LENGTH)} characters.`;
export const PAY_AMOUNT_MESSAGE = "Please enter the pay in whole pounds.";
export const PAY_RANGE_MESSAGE = "The top of the range cannot be below the bottom.";
export const UNPAID_AMOUNT_MESSAGE = "Unpaid work has no amount.";
export const CLOSING_DATE_PAST_MESSAGE = "The closing date cannot be in the past.";

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
      ? `${formatPounds(pay.min)}–${formatPounds(pay.max)}`
      : formatPounds(pay.min);
  return `${amount}${PAY_UNITS[pay.type]}`;
}

export const paySchema = z.object({
  type: z.enum(PAY_TYPES),
  /** Whole pounds; null only for unpaid work. */
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
});
export type Pay = z.infer<typeof paySchema>;

export const companySchema = z.object({
  name: z.string(),
  logoUrl: z.nullable(z.string()),
});

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  profession: z.string(),
  location: z.nullable(z.string()),
  budget: z.nullable(z.string()),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    isVerified: z.boolean(),
  }),
  /** The poster's company, when a business posted it. */
  company: z.nullable(companySchema),
  pay: paySchema,
  /** yyyy-MM-dd, the last day applications are taken. */
  closingDate: z.nullable(z.string()),
  /** Closed by its poster or past its closing date. */
  status: z.enum(["open", "closed"]),
  /** The viewer's own state: whether they saved it, and their application's status. */
  isSaved: z.boolean(),
  applicationStatus: z.nullable(z.enum(APPLICATION_STATUSES)),
});
export type Job = z.infer<typeof jobSchema>;

const optionalNumber = z.pipe(
  z.transform((value: unknown): unknown => (value === "" || value === undefined ? null : value)),
  z.nullable(z.coerce.number(PAY_AMOUNT_MESSAGE).check(z.int(PAY_AMOUNT_MESSAGE))),
);

export const jobListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  profession: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  location: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  paidOnly: z.pipe(
    z.optional(z.enum(["true", "false"])),
    z.transform((value) => value === "true"),
  ),
  /** Pounds a day at least (an hourly rate counts 8 hours, a salary 220 days). */
  minPay: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000))),
  ...pageQuery,
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** A job as its poster writes it, checked the same way in the form and on the server. */
export const jobInputSchema = z
  .object({
    title: filledText("Title is required", 120),
    description: filledText("Description is required", 5000),
    profession: z.enum(SETTINGS_PROFESSIONS, "Please choose a profession from the list."),
    location: locationText.check(z.minLength(1, "Location is required (or Remote)")),
    payType: z.enum(PAY_TYPES, "Please choose how the work is paid."),
    payMin: z.pipe(optionalNumber, z.nullable(z.int().check(z.gte(1), z.lte(1_000_000)))),
    payMax: z.pipe(optionalNumber, z.nullable(z.int().check(z.gte(1), z.lte(1_000_000)))),
    closingDate: z.pipe(
      z.pipe(
        z.transform((value: unknown) => (value === "" ? null : value)),
        z.nullish(z.iso.date("Please choose a closing date.")),
      ),
      z.transform((value): string | null => value ?? null),
    ),
  })
  .check(
    z.superRefine((job, context) => {
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
    }),
  );
export type JobInput = z.input<typeof jobInputSchema>;
export type JobFields = z.infer<typeof jobInputSchema>;

/** The date check a new or reopened job needs; editing an old job keeps its date. */
export function closingDateInPast(closingDate: string | null, now: string = today()): boolean {
  return closingDate !== null && closingDate < now;
}

export const applySchema = z.object({
  coverLetter: z.pipe(
    z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(COVER_LETTER_MAX_LENGTH, COVER_LETTER_TOO_LONG_MESSAGE)),
    ),
    z.transform((value) => value || null),
  ),
  portfolioItemIds: z._default(
    z.optional(
      z
        .array(z.uuid(NOT_YOUR_ITEMS_MESSAGE))
        .check(z.maxLength(MAX_ATTACHED_ITEMS, NOT_YOUR_ITEMS_MESSAGE)),
    ),
    [],
  ),
});
export type ApplyInput = z.input<typeof applySchema>;

/** A member's own application, as the Saved tab lists it. */
export const applicationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  coverLetter: z.nullable(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  job: z.object({
    id: z.string(),
    title: z.string(),
    budget: z.nullable(z.string()),
    companyName: z.nullable(z.string()),
  }),
});
export type Application = z.infer<typeof applicationSchema>;

/** An application as the business that posted the job reads it. */
export const receivedApplicationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  coverLetter: z.nullable(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  job: z.object({ id: z.string(), title: z.string() }),
  applicant: z.object({
    id: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    profession: z.nullable(z.string()),
    location: z.nullable(z.string()),
  }),
  portfolioItems: z.array(
    z.object({ id: z.string(), title: z.string(), imageUrl: z.nullable(z.string()) }),
  ),
});
export type ReceivedApplication = z.infer<typeof receivedApplicationSchema>;

export const applicationDecisionSchema = z.object({ status: z.enum(DECISION_STATUSES) });
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** One of the business's own jobs in the portal, with how it is doing. */
export const businessJobSchema = z.extend(jobSchema, {
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
  averageResponseDays: z.nullable(z.number()),
  /** Percentages, whole numbers; null when there is nothing to divide by yet. */
  hireRate: z.nullable(z.number()),
  applicationRate: z.nullable(z.number()),
  interviewRate: z.nullable(z.number()),
  byStatus: z.record(z.enum(APPLICATION_STATUSES), z.number()),
});
export type PortalFigures = z.infer<typeof portalFiguresSchema>;

export const businessProfileSchema = z.object({
  companyName: filledText(COMPANY_NAME_REQUIRED_MESSAGE, 120),
  companyLogoUrl: z.nullish(z.string().check(z.maxLength(500))),
  companyAbout: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const savedStateSchema = z.object({ isSaved: z.boolean() });

export const receivedApplicationsQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_STATUSES)),
  ...pageQuery,
});
export type ReceivedApplicationsQuery = z.infer<typeof receivedApplicationsQuerySchema>;
