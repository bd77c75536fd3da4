import type { LiveNotification } from "@contract/realtime.ts";
import type { NotificationPreferences } from "@contract/settings.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";

/** Which of the member's switches lets each kind of notification through. */
const SWITCH_FOR: Record<LiveNotification["type"], keyof NotificationPreferences> = {
  newMessage: "messageNotifications",
  like: "pushNotifications",
  follow: "followNotifications",
  jobApplication: "jobAlerts",
  invite: "pushNotifications",
  applicationStatus: "jobAlerts",
  verification: "pushNotifications",
  supportReply: "pushNotifications",
  error: "pushNotifications",
};

/**
 * Sends a live notification to a member, if their notification switches allow that kind.
 * Nobody is notified of their own doing. Call it after the change it reports has committed, so
 * nobody hears of something that was rolled back.
 */
export async function notifyMember(
  context: Pick<AppContext, "db" | "events">,
  recipientId: string,
  actorId: string,
  notification: LiveNotification,
) {
  if (recipientId === actorId) return;
  const [recipient] = await context.db
    .select({ preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient?.preferences[SWITCH_FOR[notification.type]]) return;
  await context.events.publish(recipientId, { type: "notification", data: notification });
}
