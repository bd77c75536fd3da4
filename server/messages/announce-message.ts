import type { Message } from "@contract/messages.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { messages } from "../db/schema/index.ts";
import { notifyMember } from "../notifications/notify.ts";
import { fullName } from "../users/presenter.ts";

/**
 * A new message, live: both members' open tabs refresh the conversation, and the receiver gets
 * a notification if they want message notifications. Called after the message is committed.
 */
export async function announceMessage(
  context: Pick<AppContext, "db" | "events">,
  sender: SessionUser,
  row: typeof messages.$inferSelect,
) {
  const message = presentMessage(row);
  await Promise.all([
    context.events.publish(row.receiverId, { type: "newMessage", data: message }),
    context.events.publish(row.senderId, { type: "newMessage", data: message }),
    notifyMember(context, row.receiverId, sender.id, {
      type: "newMessage",
      title: "New message",
      message: `${fullName(sender)}: ${row.content.slice(0, 80)}`,
    }),
  ]);
}

/** A stored message as the API and the live connection show it. */
export function presentMessage(row: typeof messages.$inferSelect): Message {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}
