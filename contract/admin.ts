import { z } from "zod/mini";

/** How long one unlock of the admin panel lasts, for the session that unlocked it. */
export const ADMIN_UNLOCK_HOURS = 12;
/** The admin post list shows this much of each post. */
export const ADMIN_POST_PREVIEW_LENGTH = 50;
/** The bot message list shows this many, then 'and N more'. */
export const BOT_MESSAGES_SHOWN = 10;
export const GENERATE_COUNT_MAX = 20;

export const ADMIN_PASSWORD_REQUIRED_MESSAGE = "Please enter the admin password.";
export const INVALID_ADMIN_PASSWORD_MESSAGE = "Invalid admin password.";
export const ADMIN_NOT_LISTED_MESSAGE = "This account cannot unlock the admin panel.";
export const ADMIN_NOT_CONFIGURED_MESSAGE =
  "The admin panel is locked because no admin password is set on the server (ADMIN_PASSWORD).";
export const PROMPT_REQUIRED_MESSAGE = "Please enter a prompt for content generation.";
export const SELECT_SOMETHING_MESSAGE = "Please select at least one.";
export const REGISTRATIONS_CLOSED_MESSAGE =
  "New accounts are not being accepted right now. Please try again later.";
export const LOGINS_CLOSED_MESSAGE = "Signing in is turned off for now. Please try again later.";
export const MAINTENANCE_MESSAGE =
  "Atelier is closed for maintenance. Please come back a little later.";

export const adminUnlockSchema = z.object({
  password: z
    .string(ADMIN_PASSWORD_REQUIRED_MESSAGE)
    .check(z.minLength(1, ADMIN_PASSWORD_REQUIRED_MESSAGE), z.maxLength(500)),
});
export type AdminUnlockInput = z.infer<typeof adminUnlockSchema>;

/** Whether this session has the panel open, and whether the server can open it at all. */
export const adminStatusSchema = z.object({
  unlocked: z.boolean(),
  unlockedUntil: z.nullable(z.string()),
  configured: z.boolean(),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;

/** The site's switches and message: everyone reads them, only an unlocked admin saves them. */
export const siteSettingsSchema = z.object({
  mainPagesEnabled: z.boolean(),
  loginsEnabled: z.boolean(),
  registrationsEnabled: z.boolean(),
  adminMessage: z.string().check(z.maxLength(1000)),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const saveSiteSettingsSchema = z.object({
  mainPagesEnabled: z.boolean(),
  loginsEnabled: z.boolean(),
  registrationsEnabled: z.boolean(),
  adminMessage: z
    .string()
    .check(z.trim(), z.maxLength(1000, "The site message can be at most 1000 characters.")),
});

export const adminPageQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  verificationStatus: z.string(),
  createdAt: z.string(),
  suspendedAt: z.nullable(z.string()),
  suspendedUntil: z.nullable(z.string()),
  suspensionReason: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

export const adminPostSchema = z.object({
  id: z.string(),
  content: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
  }),
  likes: z.number(),
  createdAt: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostListSchema = z.array(adminPostSchema);

const ids = z.array(z.uuid()).check(z.minLength(1, SELECT_SOMETHING_MESSAGE), z.maxLength(200));
export const deleteUsersSchema = z.object({ userIds: ids });
export const deletePostsSchema = z.object({ postIds: ids });
export const deletedSchema = z.object({ deleted: z.number() });

export const botMessageSchema = z.object({
  id: z.string(),
  messageType: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type BotMessage = z.infer<typeof botMessageSchema>;
/** The newest bot messages and how many there are in all. */
export const botMessageListSchema = z.object({
  messages: z.array(botMessageSchema),
  total: z.number(),
});

export const generateContentSchema = z.object({
  prompt: z
    .string(PROMPT_REQUIRED_MESSAGE)
    .check(
      z.trim(),
      z.minLength(1, PROMPT_REQUIRED_MESSAGE),
      z.maxLength(1000, "The prompt can be at most 1000 characters."),
    ),
  count: z.coerce
    .number()
    .check(
      z.int(),
      z.gte(1, `Choose between 1 and ${GENERATE_COUNT_MAX}.`),
      z.lte(GENERATE_COUNT_MAX, `Choose between 1 and ${GENERATE_COUNT_MAX}.`),
    ),
});
export type GenerateContentInput = z.infer<typeof generateContentSchema>;
export const generatedContentSchema = z.object({ generated: z.number() });

export const auditEntrySchema = z.object({
  id: z.string(),
  adminName: z.string(),
  adminEmail: z.string(),
  sessionId: z.nullable(z.string()),
  action: z.string(),
  targetIds: z.array(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.array(auditEntrySchema);

export const siteStatusSchema = z.object({
  members: z.number(),
  posts: z.number(),
  openTickets: z.number(),
  pendingVerifications: z.number(),
  openReports: z.number(),
  liveSockets: z.number(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** What the suspend buttons send; the suspension itself lives with the reports queue. */
export const suspendMemberSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, "Please give a reason."), z.maxLength(500)),
  until: z.optional(z.nullable(z.string())),
});
export type SuspendMemberInput = z.infer<typeof suspendMemberSchema>;
