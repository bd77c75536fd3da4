import type { Message } from "@contract/messages.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { messages } from "../db/schema/index.ts";
import {
  type PendingNotification,
  publishNotifications,
  recordNotification,
} from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";

type MessageRow = typeof messages.$inferSelect;

/**
 * The receiver's notification of a new message, stored with the message. Unread messages from
 * one sender make one entry in the bell, showing the latest.
 */
export function recordMessageNotification(
  tx: Database,
  sender: SessionUser,
  row: MessageRow,
): Promise<PendingNotification | null> {
  return recordNotification(tx, row.receiverId, sender.id, {
    type: "newMessage",
    title: "New message",
    message: `${fullName(sender)}: ${row.content.slice(0, 80)}`,
    link: `/messages?user=${sender.id}`,
    group: { key: `message:${sender.id}` },
  });
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
