import type { Message } from "@contract/messages.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { writtenTogether } from "../db/written-together.ts";
import { announceMessages, presentMessage, writeMessagesWithNotice } from "./announce-message.ts";
import { messageableRecipient } from "./recipient.ts";
import { openConversation } from "./write-message.ts";

/**
 * How many of a sender's messages to one conversation one statement stores at most, when they
 * arrive faster than each can be stored.
 */
export const MESSAGES_WRITTEN_TOGETHER = 100;

type Sent = { conversationId: string; sender: SessionUser; receiverId: string; content: string };

/**
 * What POST /api/messages does: a message to another member, opening the conversation if they
 * have none (as the recipient's privacy allows), stored in one transaction and sent out live
 * after the commit. Each message moves its conversation's row and the receiver's bell entry,
 * so a sender's messages to a conversation that arrive while their previous one is being
 * stored are stored together by the next statement (writtenTogether), rather than queueing on
 * those rows one commit at a time.
 */
export function createMessageSender(context: Pick<AppContext, "db" | "events">) {
  const { db } = context;
  const written = writtenTogether(async (sent: Sent[]) => {
    const { conversationId, receiverId } = sent[0]!;
    const { rows, notification } = await writeMessagesWithNotice(
      db,
      conversationId,
      sent.at(-1)!.sender,
      { receiverId, contents: sent.map((message) => message.content) },
    );
    await announceMessages(context.events, rows, notification);
    return rows;
  }, MESSAGES_WRITTEN_TOGETHER);

  return async (
    sender: SessionUser,
    input: { receiverId: string; content: string },
  ): Promise<Message> => {
    const recipient = await messageableRecipient(db, sender, input.receiverId);
    const { conversationId } = recipient;
    if (conversationId) {
      const sent = { conversationId, sender, receiverId: recipient.id, content: input.content };
      return presentMessage(await written(`${conversationId}:${sender.id}`, sent));
    }
    // The first message opens the conversation, in a transaction.
    const { rows, notification } = await db.transaction(async (tx) => {
      const { conversation } = await openConversation(tx, sender.id, recipient.id);
      return writeMessagesWithNotice(tx, conversation.id, sender, {
        receiverId: recipient.id,
        contents: [input.content],
      });
    });
    await announceMessages(context.events, rows, notification);
    return presentMessage(rows[0]!);
  };
}
