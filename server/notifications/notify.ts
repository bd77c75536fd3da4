import type { LiveNotification, NotificationType } from "@contract/realtime.ts";
import type { NotificationPreferences } from "@contract/settings.ts";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { runAsOneStatement, type StatementParts } from "../db/common-tables.ts";
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
   * of adding one; `grouped` words it, in SQL, for the count of everyone so far (the stored
   * count plus this one), and the message stands when it is absent.
   */
  group?: { key: string; grouped?: (count: SQL) => SQL };
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
  const stored = await runAsOneStatement<StoredNotice>(
    tx,
    notificationWrites(recipientId, actorId, notice, { now }),
  );
  return pendingNotification(recipientId, notice, stored);
}

/**
 * The entry a notification was stored as (or joined): its id and the message it now shows,
 * both null when nothing was stored.
 */
export type StoredNotice = { notice_id: string | null; notice_message: string | null };

/**
 * The parts of a statement that store a notification, for a change that is one statement too
 * (a like, a message): they ask the member's switch, join the recent unread entry of the same
 * group (locking it, so concurrent repeats count one after another) or add an entry, and
 * answer as StoredNotice. Nothing is stored for the member's own doing, when their switch is off, or
 * unless `onlyIf` holds (say, that the like was not there already). The recipient is an id, or
 * SQL reading one from an earlier part of the statement (the author of the post a like found).
 */
export function notificationWrites(
  recipient: string | SQL,
  actorId: string,
  notice: Notice,
  options: { now?: Date; onlyIf?: SQL } = {},
): StatementParts {
  const now = options.now ?? new Date();
  const recipientId = typeof recipient === "string" ? sql`${recipient}::uuid` : recipient;
  const parts = [
    {
      name: "notice_wanted",
      query: sql`select from ${users}
        where ${users.id} = ${recipientId} and ${users.id} <> ${actorId}::uuid
          and coalesce((${users.notificationPreferences}->>${SWITCH_FOR[notice.type]}::text)::boolean, false)
          and ${options.onlyIf ?? sql`true`}`,
    },
    {
      name: "notice_joined",
      query: notice.group
        ? joinGroup(recipientId, actorId, notice, notice.group, now)
        : sql`select null::uuid as id, null::text as message where false`,
    },
    {
      name: "notice_added",
      query: sql`insert into ${notifications} (user_id, actor_id, type, title, message, link, group_key, data, created_at)
        select ${recipientId}, ${actorId}::uuid, ${notice.type}::text, ${notice.title}::text,
          ${notice.message}::text, ${notice.link ?? null}::text, ${notice.group?.key ?? null}::text,
          jsonb_build_object('count', '1'), ${now.toISOString()}::timestamptz
        where exists (select from notice_wanted) and not exists (select from notice_joined)
        returning id, message`,
    },
    {
      name: "notice",
      query: sql`select id, message from notice_joined union all select id, message from notice_added`,
    },
  ];
  return {
    parts,
    columns: sql`(select id from notice) as notice_id, (select message from notice) as notice_message`,
  };
}

/** What to publish, once committed, of the entry a statement stored (none when it stored none). */
export function pendingNotification(
  recipientId: string,
  notice: Notice,
  stored: StoredNotice,
): PendingNotification | null {
  if (stored.notice_id === null || stored.notice_message === null) return null;
  return {
    recipientId,
    live: {
      type: notice.type,
      title: notice.title,
      message: stored.notice_message,
      ...(notice.link ? { link: notice.link } : {}),
      id: stored.notice_id,
    },
  };
}

/**
 * Adds this repeat to the member's recent unread entry with the same key, if there is one and
 * the member wants it: the entry's count goes up and it moves to the top.
 */
function joinGroup(
  recipientId: SQL,
  actorId: string,
  notice: Notice,
  group: NonNullable<Notice["group"]>,
  now: Date,
): SQL {
  const count = sql`(coalesce((${notifications.data}->>'count')::int, 1) + 1)`;
  return sql`
    update ${notifications}
    set actor_id = ${actorId}::uuid, title = ${notice.title}::text,
      message = ${group.grouped ? group.grouped(count) : sql`${notice.message}::text`},
      data = jsonb_build_object('count', ${count}::text), created_at = ${now.toISOString()}::timestamptz
    where ${notifications.id} = (
      select ${notifications.id} from ${notifications}
      where ${notifications.userId} = ${recipientId} and ${notifications.groupKey} = ${group.key}::text
        and ${notifications.readAt} is null
        and ${notifications.createdAt} > ${new Date(now.getTime() - GROUP_WINDOW_MS).toISOString()}::timestamptz
      order by ${notifications.createdAt} desc
      limit 1
      for update)
      and exists (select from notice_wanted)
    returning ${notifications.id}, ${notifications.message}`;
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
