import type { Message } from "@contract/messages.ts";
import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { namedAsOneStatement } from "../db/common-tables.ts";
import type { messages } from "../db/schema/index.ts";
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
import { messageFromJson, messageWrites, type StoredMessage } from "./write-message.ts";

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

/** The placeholders of the statement storing a message. */
const sending = {
  conversationId: sql.placeholder("conversationId"),
  senderId: sql.placeholder("senderId"),
  receiverId: sql.placeholder("receiverId"),
  content: sql.placeholder("content"),
};

/** The message, its conversation moved to the top and the receiver's bell entry, named. */
function sendStatement(db: Database) {
  return namedAsOneStatement<StoredMessage & StoredNotice>(db, "send_message", () => [
    messageWrites(db, sending),
    notificationWrites(),
  ]);
}

/**
 * A message and its receiver's notification, stored by one statement: the message, the
 * conversation moved to the top, and the bell entry.
 */
export async function writeMessageWithNotice(
  tx: Database,
  conversationId: string,
  sender: SessionUser,
  message: { receiverId: string; content: string },
) {
  const notice = messageNotice(sender, message.content);
  const stored = await sendStatement(tx)(
    Object.assign(
      { conversationId, senderId: sender.id },
      message,
      noticeValues(notice, sender.id, { recipientId: message.receiverId }),
    ),
  );
  return {
    row: messageFromJson(stored.message),
    notification: pendingNotification(message.receiverId, notice, stored),
  };
}

/**
 * A new message, live, once committed: both members' open tabs refresh the conversation, and
 * the receiver's bell hears of it if they want message notifications. The message is stored
 * whatever happens here, so a live delivery that fails does not fail the send (which the sender
 * would retry, sending it twice): the conversation, read again, has it.
 */
export async function announceMessage(
  events: AppContext["events"],
  row: MessageRow,
  notification: PendingNotification | null,
) {
  const message = presentMessage(row);
  await Promise.allSettled([
    events.publish(row.receiverId, { type: "newMessage", data: message }),
    events.publish(row.senderId, { type: "newMessage", data: message }),
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
