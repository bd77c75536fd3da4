import { and, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { notifications } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { canHandleNotification, NOTIFICATION_NOT_FOUND_MESSAGE } from "./policy.ts";
import { findNotification } from "./queries.ts";

async function ownNotification(db: Database, member: SessionUser, id: string) {
  const notification = found(await findNotification(db, id), NOTIFICATION_NOT_FOUND_MESSAGE);
  authorize(member, canHandleNotification, notification);
  return notification;
}

/** Marks one of the member's notifications read (choosing it in the bell). */
export async function markNotificationRead(db: Database, member: SessionUser, id: string) {
  const notification = await ownNotification(db, member, id);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, notification.id), isNull(notifications.readAt)));
}

/** Marks everything the member has been sent read (opening the bell). */
export async function markAllNotificationsRead(db: Database, member: SessionUser) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, member.id), isNull(notifications.readAt)));
}

export async function removeNotification(db: Database, member: SessionUser, id: string) {
  const notification = await ownNotification(db, member, id);
  await db.delete(notifications).where(eq(notifications.id, notification.id));
}

export async function clearNotifications(db: Database, member: SessionUser) {
  await db.delete(notifications).where(eq(notifications.userId, member.id));
}
