import type { Message } from "@contract/messages.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { announceMessage, presentMessage, writeMessageWithNotice } from "./announce-message.ts";
import { messageableRecipient } from "./recipient.ts";
import { openConversation } from "./write-message.ts";

/**
 * A message to another member, opening the conversation if they have none (as the recipient's
 * privacy allows). Stored in one transaction; it goes out live after the commit.
 */
export async function sendMessage(
  context: Pick<AppContext, "db" | "events">,
  sender: SessionUser,
  input: { receiverId: string; content: string },
): Promise<Message> {
  const { db } = context;
  const recipient = await messageableRecipient(db, sender, input.receiverId);
  const message = { receiverId: recipient.id, content: input.content };
  // To a conversation they have, one statement; the first message opens it in a transaction.
  const { row, notification } = recipient.conversationId
    ? await writeMessageWithNotice(db, recipient.conversationId, sender, message)
    : await db.transaction(async (tx) => {
        const { conversation } = await openConversation(tx, sender.id, recipient.id);
        return writeMessageWithNotice(tx, conversation.id, sender, message);
      });
  await announceMessage(context.events, row, notification);
  return presentMessage(row);
}
