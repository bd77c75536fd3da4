import "./human-errors.ts";
import { z } from "zod/mini";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PLANS } from "./constants.ts";

export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  jobAlerts: z.boolean(),
  followNotifications: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const PROFILE_VISIBILITIES = ["public", "followers", "private"] as const;
export const privacySettingsSchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  allowMessages: z.boolean(),
  /** Whether the AI assistant may suggest the member to others; on unless they opt out. */
  aiSuggestions: z._default(z.boolean(), true),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const memberSettingsSchema = z.object({
  notifications: notificationPreferencesSchema,
  privacy: privacySettingsSchema,
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;

export const CURRENT_PASSWORD_MESSAGE = "Your current password is not correct.";
export const DELETE_CONFIRMATION = "DELETE";

const newPassword = z
  .string()
  .check(
    z.minLength(
      PASSWORD_MIN_LENGTH,
      `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`,
    ),
    z.maxLength(
      PASSWORD_MAX_LENGTH,
      `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`,
    ),
  );

export const changeEmailSchema = z.object({
  email: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(254)),
      z.email("Please enter a valid email address."),
    ),
    z.transform((value) => value.toLowerCase()),
  ),
  currentPassword: z
    .string()
    .check(z.minLength(1, "Please enter your current password."), z.maxLength(PASSWORD_MAX_LENGTH)),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .check(z.minLength(1, "Please enter your current password."), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword,
});

export const deleteAccountSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, "Please enter your password."), z.maxLength(PASSWORD_MAX_LENGTH)),
  confirmation: z.literal(DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm.`),
});

export const changePlanSchema = z.object({ plan: z.enum(PLANS) });
export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  "Payments are not configured yet. Please contact support to change your plan.";

export const ALLOW_MESSAGES_OFF_MESSAGE = "This member is not accepting new messages.";

/** A row of the member's own data, as stored (the export is for the member to keep). */
const exportRows = z.array(z.record(z.string(), z.unknown()));

/** Everything a member owns, as one document: the sections are fixed, the rows are theirs. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  posts: exportRows,
  comments: exportRows,
  likes: exportRows,
  bookmarks: exportRows,
  following: exportRows,
  followers: exportRows,
  messages: exportRows,
  portfolio: exportRows,
  availability: exportRows,
  jobs: exportRows,
  applications: exportRows,
  savedJobs: exportRows,
  verification: exportRows,
  supportTickets: exportRows,
  aiConversations: exportRows,
  aiMessages: exportRows,
  uploads: exportRows,
});

/** One place a member is signed in, as Settings → Account lists it. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome on macOS"; null when the browser did not say. */
  device: z.nullable(z.string()),
  /** A country, or 'Local network'; null when the address does not tell. */
  place: z.nullable(z.string()),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this list was asked from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);
export const accountSessionParamsSchema = z.object({ id: z.uuid("Unknown session.") });
export const SESSION_NOT_FOUND_MESSAGE = "That session has already ended.";
