import "./human-errors.ts";
import { z } from "zod/mini";
import { ACCOUNT_TYPES, PLANS, VERIFICATION_STATUSES } from "./constants.ts";

/** A member as the API presents them. Private fields are null unless the viewer may see them. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
  website: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  isVerified: z.boolean(),
  /** Only for the member themself (null for anyone else): whether their email is confirmed. */
  emailConfirmed: z.nullable(z.boolean()),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  plan: z.enum(PLANS),
  accountType: z.enum(ACCOUNT_TYPES),
  /** A business account's company, shown on its profile and its jobs; null for members. */
  company: z.nullable(
    z.object({ name: z.string(), logoUrl: z.nullable(z.string()), about: z.nullable(z.string()) }),
  ),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The short form of a member embedded in posts, jobs, comments and search results. */
export const userSummarySchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** The verified badge shows wherever the member's name does. */
  isVerified: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A profile page's member: the header is always shown; the rest only when contentVisible. */
export const profileSchema = z.extend(userSchema, {
  contentVisible: z.boolean(),
  /** Whether the viewer has blocked this member (then their content is hidden until unblocked). */
  blockedByMe: z.boolean(),
  /** How many posts the member has; null when their content is hidden from the viewer. */
  postsCount: z.nullable(z.number()),
});
export type Profile = z.infer<typeof profileSchema>;

/** Whether the viewer has blocked a member. */
export const blockStateSchema = z.object({ isBlocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** The members the viewer has blocked, for Settings → Privacy. */
export const blockedMembersSchema = z.array(userSummarySchema);

/** A business account, at sign-up and on each job it posts, names its company. */
export const COMPANY_NAME_REQUIRED_MESSAGE = "Please enter your company name.";

/** All a blocked member is told when they try to write: never that they were blocked. */
export const CANNOT_MESSAGE_MESSAGE = "You can't message this member.";
export const BLOCK_YOURSELF_MESSAGE = "You cannot block yourself.";
