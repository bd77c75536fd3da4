import type { Message } from "@contract/messages.ts";
import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { namedAsOneStatement, type StatementParts } from "../db/common-tables.ts";
import { conversations, messages } from "../db/schema/index.ts";
import {
  type Notice,
  noticeValues,
  notificationWrites,
  type PendingNotification,
  pendingNotification,
  publishNotifications,
  type StoredNotice,
} from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";
import { noBlockBetween } from "../users/privacy.ts";
import { orderedPair } from "./queries.ts";
import { messageFromJson, messageWrites, type StoredMessages } from "./write-message.ts";

type MessageRow = typeof messages.$inferSelect;

/**
 * The receiver's notification of a new message, stored with the message. Unread messages from
 * one sender make one entry in the bell, showing the latest.
 */
function messageNotice(sender: SessionUser, content: string): Notice {
  return {
    type: "newMessage",
    title: "New message",
    message: `${fullName(sender)}: ${content.slice(0, 80)}`,
    link: `/messages?user=${sender.id}`,
    group: { key: `message:${sender.id}` },
  };
}

/** The placeholders of the statement storing a sender's messages to the pair's conversation. */
const sending = {
  userOneId: sql.placeholder("userOneId"),
  userTwoId: sql.placeholder("userTwoId"),
  senderId: sql.placeholder("senderId"),
  receiverId: sql.placeholder("receiverId"),
  contents: sql.placeholder("contents"),
};

/**
 * The pair's conversation, when they have one and no block stands between them: all a member
 * needs to write to it (a recipient who turned messages off still hears from a conversation
 * they have; see canMessage). Without it the statement stores nothing.
 */
const conversationToWrite: StatementParts = {
  parts: [
    {
      name: "conversation",
      query: sql`select ${conversations.id} from ${conversations}
        where ${conversations.userOneId} = ${sending.userOneId}::uuid
          and ${conversations.userTwoId} = ${sending.userTwoId}::uuid
          and ${noBlockBetween(sql`${sending.senderId}::uuid`, sql`${sending.receiverId}::uuid`)}`,
    },
  ],
  columns: sql`(select id from conversation) as conversation_id`,
};

/**
 * The messages, in the order given, each a microsecond after the one before, so the order they
 * were sent in is the order they are read in however they were written together.
 */
const sentInOrder = sql`insert into ${messages} (conversation_id, sender_id, receiver_id, content, created_at)
  select conversation.id, ${sending.senderId}::uuid, ${sending.receiverId}::uuid,
    sent.content, now() + (sent.place - 1) * interval '1 microsecond'
  from conversation
  cross join unnest(${sending.contents}::text[]) with ordinality as sent (content, place)
  returning *`;

/** The messages, their conversation moved to the top and the receiver's bell entry, named. */
function sendStatement(db: Database) {
  return namedAsOneStatement<StoredMessages & StoredNotice>(db, "send_messages", () => [
    conversationToWrite,
    messageWrites(sentInOrder),
    notificationWrites({
      repeats: sql`cardinality(${sending.contents}::text[])`,
      onlyIf: sql`exists (select from conversation)`,
    }),
  ]);
}

/**
 * A sender's messages to the conversation they have with the receiver (one or several sent at
 * once) and the receiver's notification, stored by one statement: the messages, the
 * conversation moved to the top, and the bell entry counting them all and showing the last.
 * Null, storing nothing, when they have no conversation or a block stands between them.
 */
export async function writeMessagesWithNotice(
  tx: Database,
  sender: SessionUser,
  sent: { receiverId: string; contents: string[] },
) {
  const notice = messageNotice(sender, sent.contents.at(-1)!);
  const stored = await sendStatement(tx)(
    Object.assign(
      { senderId: sender.id },
      orderedPair(sender.id, sent.receiverId),
      sent,
      noticeValues(notice, sender.id, { recipientId: sent.receiverId }),
    ),
  );
  if (stored.messages === null) return null;
  return {
    rows: stored.messages.map(messageFromJson),
    notification: pendingNotification(sent.receiverId, notice, stored),
  };
}

/**
 * New messages, live, once committed: both members' open tabs refresh the conversation, and
 * the receiver's bell hears of it once if they want message notifications. The messages are
 * stored whatever happens here, so a live delivery that fails does not fail the send (which the
 * sender would retry, sending it twice): the conversation, read again, has them.
 */
export async function announceMessages(
  events: AppContext["events"],
  rows: MessageRow[],
  notification: PendingNotification | null,
) {
  await Promise.allSettled([
    ...rows.flatMap((row) => {
      const message = presentMessage(row);
      return [
        events.publish(row.receiverId, { type: "newMessage", data: message }),
        events.publish(row.senderId, { type: "newMessage", data: message }),
      ];
    }),
    publishNotifications(events, [notification]),
  ]);
}

/** A stored message as the API and the live connection show it. */
export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
