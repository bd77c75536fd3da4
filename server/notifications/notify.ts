import type { LiveNotification, NotificationType } from "@contract/realtime.ts";
import type { NotificationPreferences } from "@contract/settings.ts";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import {
  runAsOneStatement,
  type StatementParts,
  type StatementValues,
} from "../db/common-tables.ts";
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
   * of adding one.
   */
  group?: { key: string };
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
    noticeValues(notice, actorId, { recipientId, now }),
    notificationWrites(),
  );
  return pendingNotification(recipientId, notice, stored);
}

/**
 * The entry a notification was stored as (or joined): its id and the message it now shows,
 * both null when nothing was stored.
 */
export type StoredNotice = { notice_id: string | null; notice_message: string | null };

/**
 * How a statement writes its notification: to the member bound as `noticeRecipient`, or the
 * one an earlier part of the statement finds (the author of the post a like found); only if
 * `onlyIf` holds (say, that the like was not there already); how many repeats it reports (one
 * unless said: several messages stored at once); and, for a grouped entry, its wording, in SQL,
 * for the count of everyone so far (the stored count plus these), when the message alone does
 * not do.
 */
type NoticeWriting = {
  recipient?: SQL;
  onlyIf?: SQL;
  repeats?: SQL;
  grouped?: (count: SQL) => SQL;
};

/** The placeholders of notificationWrites' parts. */
const value = {
  recipient: sql.placeholder("noticeRecipient"),
  actor: sql.placeholder("noticeActor"),
  type: sql.placeholder("noticeType"),
  preference: sql.placeholder("noticePreference"),
  title: sql.placeholder("noticeTitle"),
  message: sql.placeholder("noticeMessage"),
  link: sql.placeholder("noticeLink"),
  group: sql.placeholder("noticeGroup"),
  at: sql.placeholder("noticeAt"),
};

/** The values notificationWrites' parts bind, for a notice by `actorId` at `now`. */
export function noticeValues(
  notice: Notice,
  actorId: string,
  options: { recipientId?: string; now?: Date } = {},
): StatementValues {
  return {
    noticeRecipient: options.recipientId ?? null,
    noticeActor: actorId,
    noticeType: notice.type,
    noticePreference: SWITCH_FOR[notice.type],
    noticeTitle: notice.title,
    noticeMessage: notice.message,
    noticeLink: notice.link ?? null,
    noticeGroup: notice.group?.key ?? null,
    noticeAt: (options.now ?? new Date()).toISOString(),
  };
}

/**
 * The parts of a statement that store a notification, for a change that is one statement too
 * (a like, a message): they ask the member's switch, join the recent unread entry of the same
 * group (locking it, so concurrent repeats count one after another) or add an entry, and
 * answer as StoredNotice. Nothing is stored for the member's own doing, when their switch is
 * off, or unless `onlyIf` holds. Every value of the notice is a placeholder (noticeValues), so
 * the parts are the same for every notice and a hot statement holding them is built once.
 */
export function notificationWrites(writing: NoticeWriting = {}): StatementParts {
  const recipientId = writing.recipient ?? sql`${value.recipient}::uuid`;
  const repeats = writing.repeats ?? sql`1`;
  const parts = [
    {
      name: "notice_wanted",
      query: sql`select from ${users}
        where ${users.id} = ${recipientId} and ${users.id} <> ${value.actor}::uuid
          and coalesce((${users.notificationPreferences}->>${value.preference}::text)::boolean, false)
          and ${writing.onlyIf ?? sql`true`}`,
    },
    { name: "notice_joined", query: joinGroup(recipientId, repeats, writing.grouped) },
    {
      name: "notice_added",
      query: sql`insert into ${notifications} (user_id, actor_id, type, title, message, link, group_key, data, created_at)
        select ${recipientId}, ${value.actor}::uuid, ${value.type}::text, ${value.title}::text,
          ${value.message}::text, ${value.link}::text, ${value.group}::text,
          jsonb_build_object('count', ${repeats}::text), ${value.at}::timestamptz
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
      id: stored.notice_id,
      ...(notice.link ? { link: notice.link } : {}),
    },
  };
}

/**
 * Adds these repeats to the member's recent unread entry with the same group, if there is one
 * and the member wants it: the entry's count goes up by them and it moves to the top. A notice with no
 * group joins nothing.
 */
function joinGroup(recipientId: SQL, repeats: SQL, grouped: NoticeWriting["grouped"]): SQL {
  const count = sql`(coalesce((${notifications.data}->>'count')::int, 1) + ${repeats})`;
  return sql`
    update ${notifications}
    set actor_id = ${value.actor}::uuid, title = ${value.title}::text,
      message = ${grouped ? grouped(count) : sql`${value.message}::text`},
      data = jsonb_build_object('count', ${count}::text), created_at = ${value.at}::timestamptz
    where ${notifications.id} = (
      select ${notifications.id} from ${notifications}
      where ${notifications.userId} = ${recipientId} and ${notifications.groupKey} = ${value.group}::text
        and ${notifications.readAt} is null
        and ${notifications.createdAt} > ${value.at}::timestamptz - ${sql.raw(`interval '${GROUP_WINDOW_MS} milliseconds'`)}
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
