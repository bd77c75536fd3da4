import "./human-errors.ts";
import { z } from "zod";
import { ACCOUNT_TYPES, PLANS, VERIFICATION_STATUSES } from "./constants.ts";

/** A member as the API presents them. Private fields are null unless the viewer may see them. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profession: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  isVerified: z.boolean(),
  /** Only for the member themself (null for anyone else): whether their email is confirmed. */
  emailConfirmed: z.boolean().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  plan: z.enum(PLANS),
  accountType: z.enum(ACCOUNT_TYPES),
  /** A business account's company, shown on its profile and its jobs; null for members. */
  company: z
    .object({ name: z.string(), logoUrl: z.string().nullable(), about: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The short form of a member embedded in posts, jobs, comments and search results. */
export const userSummarySchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profession: z.string().nullable(),
  location: z.string().nullable(),
  /** The verified badge shows wherever the member's name does. */
  isVerified: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A profile page's member: the header is always shown; the rest only when contentVisible. */
export const profileSchema = userSchema.extend({
  contentVisible: z.boolean(),
  /** Whether the viewer has blocked this member (then their content is hidden until unblocked). */
  blockedByMe: z.boolean(),
  /** How many posts the member has; null when their content is hidden from the viewer. */
  postsCount: z.number().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Whether the viewer has blocked a member. */
export const blockStateSchema = z.object({ isBlocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/** The members the viewer has blocked, for Settings → Privacy. */
export const blockedMembersSchema = z.array(userSummarySchema);

/** All a blocked member is told when they try to write: never that they were blocked. */
export const CANNOT_MESSAGE_MESSAGE = "You can't message this member.";
export const BLOCK_YOURSELF_MESSAGE = "You cannot block yourself.";
