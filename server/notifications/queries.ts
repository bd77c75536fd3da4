import type { StoredNotification } from "@contract/notifications.ts";
import type { NotificationType } from "@contract/realtime.ts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type KeysetPage, keysetList } from "../db/keyset.ts";
import { namedStatement } from "../db/named-statements.ts";
import { notificationCounters, notifications } from "../db/schema/index.ts";

const NOTIFICATION_SCOPE = "n";
export const NOTIFICATIONS_PER_PAGE = 20;

/** The bell's notifications, newest first. */
const bell = keysetList(NOTIFICATION_SCOPE, notifications.createdAt, notifications.id);

/** The member's notifications, newest first, a page at a time. */
export async function listNotifications(
  db: Database,
  userId: string,
  cursorText: string | undefined,
): Promise<KeysetPage<StoredNotification>> {
  const rows = await pageStatement(db).execute({ userId, ...bell.cursorValues(cursorText) });
  const page = bell.page(rows, NOTIFICATIONS_PER_PAGE);
  return {
    items: page.items.map((row) => ({
      id: row.id,
      type: row.type as NotificationType,
      title: row.title,
      message: row.message,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * A page of the bell as a named statement, one for every page: building the query was a sixth
 * of the server's time on it.
 */
function pageStatement(db: Database) {
  return bell.namedPage(
    db,
    "notifications_page",
    NOTIFICATIONS_PER_PAGE + 1,
    () =>
      db
        .select({
          id: notifications.id,
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          link: notifications.link,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
          ...bell.cursorColumns,
        })
        .from(notifications)
        .$dynamic(),
    eq(notifications.userId, sql.placeholder("userId")),
  );
}

/** How many of the member's notifications they have not read: the bell's badge. */
export async function unreadNotificationCount(db: Database, userId: string): Promise<number> {
  const [row] = await unreadCountStatement(db).execute({ userId });
  return row?.unread ?? 0;
}

/**
 * The badge's count as a named statement, read from the member's counter (none until their
 * first notification): every page a member opens asks for it.
 */
function unreadCountStatement(db: Database) {
  return namedStatement(db, "notifications_unread_count", (name) =>
    db
      .select({ unread: notificationCounters.unread })
      .from(notificationCounters)
      .where(eq(notificationCounters.userId, sql.placeholder("userId")))
      .prepare(name),
  );
}

/** One notification's owner, for the policy; null when there is no such notification. */
export async function findNotification(db: Database, id: string) {
  const [row] = await db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ?? null;
}
