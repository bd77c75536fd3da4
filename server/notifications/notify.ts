import type { LiveNotification, NotificationType } from "@contract/realtime.ts";
import type { NotificationPreferences } from "@contract/settings.ts";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { notifications, users } from "../db/schema/index.ts";

/** Which of the member's switches lets each kind of notification through. */
const SWITCH_FOR: Record<NotificationType, keyof NotificationPreferences> = {
  newMessage: "messageNotifications",
  like: "pushNotifications",
  comment: "pushNotifications",
  follow: "followNotifications",
  jobApplication: "jobAlerts",
  invite: "pushNotifications",
  applicationStatus: "jobAlerts",
  verification: "pushNotifications",
  supportReply: "pushNotifications",
  error: "pushNotifications",
};

/** How long repeats of one thing (likes on one post) keep joining the same unread entry. */
export const GROUP_WINDOW_MS = 60 * 60 * 1000;

/** What to tell a member. */
export type Notice = {
  type: NotificationType;
  title: string;
  message: string;
  /** Where choosing it in the bell takes them. */
  link?: string;
  /**
   * Repeats with the same key, while the first is unread and recent, update that entry instead
   * of adding one; `grouped` words it for the count of everyone so far (the message when absent).
   */
  group?: { key: string; grouped?: (count: number) => string };
};

/** A stored notification waiting for its transaction to commit before it goes out live. */
export type PendingNotification = { recipientId: string; live: LiveNotification };

/**
 * Stores a notification for a member, if their switches allow that kind, inside the
 * transaction of the change it reports: a like that rolls back leaves no notification.
 * Nobody is notified of their own doing. Returns what to publish once committed.
 */
export async function recordNotification(
  tx: Database,
  recipientId: string,
  actorId: string,
  notice: Notice,
  now: Date = new Date(),
): Promise<PendingNotification | null> {
  if (recipientId === actorId) return null;
  const [recipient] = await tx
    .select({ preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient?.preferences[SWITCH_FOR[notice.type]]) return null;

  const stored =
    (notice.group && (await joinGroup(tx, recipientId, actorId, notice, notice.group, now))) ||
    (await addEntry(tx, recipientId, actorId, notice, now));
  return {
    recipientId,
    live: {
      type: notice.type,
      title: notice.title,
      message: stored.message,
      ...(notice.link ? { link: notice.link } : {}),
      id: stored.id,
    },
  };
}

type StoredEntry = { id: string; message: string };

async function addEntry(
  tx: Database,
  recipientId: string,
  actorId: string,
  notice: Notice,
  now: Date,
): Promise<StoredEntry> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: recipientId,
      actorId,
      type: notice.type,
      title: notice.title,
      message: notice.message,
      link: notice.link ?? null,
      groupKey: notice.group?.key ?? null,
      data: { count: "1" },
      createdAt: now,
    })
    .returning({ id: notifications.id, message: notifications.message });
  if (!row) throw new Error("The notification insert returned no row");
  return row;
}

/** Adds this repeat to the member's recent unread entry with the same key, if there is one. */
async function joinGroup(
  tx: Database,
  recipientId: string,
  actorId: string,
  notice: Notice,
  group: NonNullable<Notice["group"]>,
  now: Date,
): Promise<StoredEntry | null> {
  const [entry] = await tx
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, recipientId),
        eq(notifications.groupKey, group.key),
        isNull(notifications.readAt),
        gt(notifications.createdAt, new Date(now.getTime() - GROUP_WINDOW_MS)),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for("update");
  if (!entry) return null;
  const count = Number(entry.data?.count ?? "1") + 1;
  const message = group.grouped ? group.grouped(count) : notice.message;
  await tx
    .update(notifications)
    .set({ actorId, title: notice.title, message, data: { count: String(count) }, createdAt: now })
    .where(eq(notifications.id, entry.id));
  return { id: entry.id, message };
}

/**
 * Sends committed notifications to the members' open tabs. The stored list is what the bell
 * shows, so a live delivery that fails loses nothing: the next read of the list has it.
 */
export async function publishNotifications(
  events: AppContext["events"],
  pending: (PendingNotification | null)[],
) {
  await Promise.allSettled(
    pending
      .filter((item): item is PendingNotification => item !== null)
      .map((item) => events.publish(item.recipientId, { type: "notification", data: item.live })),
  );
}
