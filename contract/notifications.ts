import "./human-errors.ts";
import { z } from "zod/mini";
import { NOTIFICATION_TYPES } from "./realtime.ts";

/** One entry of the bell's list, as stored: it outlives the tab that heard it live. */
export const storedNotificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where choosing it takes the member (a path inside the app), when it is about something. */
  link: z.nullable(z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

export const notificationListSchema = z.array(storedNotificationSchema);

export const notificationPageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export const notificationParamsSchema = z.object({
  id: z.uuid("Notification not found."),
});

export const unreadCountSchema = z.object({ count: z.int().check(z.gte(0)) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
