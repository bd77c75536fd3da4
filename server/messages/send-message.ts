import type { Message } from "@contract/messages.ts";
import { CANNOT_MESSAGE_MESSAGE } from "@contract/users.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { writtenTogether } from "../db/written-together.ts";
import { ForbiddenError } from "../http/errors.ts";
import { announceMessages, presentMessage, writeMessagesWithNotice } from "./announce-message.ts";
import { messageableRecipient } from "./recipient.ts";
import { openConversation } from "./write-message.ts";

/**
 * How many of a sender's messages to one member one statement stores at most, when they
 * arrive faster than each can be stored.
 */
export const MESSAGES_WRITTEN_TOGETHER = 100;

type Sent = { sender: SessionUser; receiverId: string; content: string };

/**
 * What POST /api/messages does: a message to another member, opening the conversation if they
 * have none (as the recipient's privacy allows), stored in one transaction and sent out live
 * after the commit.
 *
 * Most messages go to a conversation the pair has, where only a block could stop them: the
 * statement storing them finds the conversation and checks for a block itself, so such a
 * message is one statement. When it stores nothing, the recipient is checked in full (who
 * they are, a block, whether they take new conversations), which refuses the message or opens
 * the conversation for it.
 *
 * Each message moves its conversation's row and the receiver's bell entry, so a sender's
 * messages to one member that arrive while their previous one is being stored are stored
 * together by the next statement (writtenTogether), rather than queueing on those rows one
 * commit at a time.
 */
export function createMessageSender(context: Pick<AppContext, "db" | "events">) {
  const { db } = context;
  const written = writtenTogether(async (sent: Sent[]) => {
    const { sender, receiverId } = sent.at(-1)!;
    const contents = sent.map((message) => message.content);
    const stored = await writeMessagesWithNotice(db, sender, { receiverId, contents });
    if (!stored) return sent.map(() => null);
    await announceMessages(context.events, stored.rows, stored.notification);
    return stored.rows;
  }, MESSAGES_WRITTEN_TOGETHER);

  return async (
    sender: SessionUser,
    input: { receiverId: string; content: string },
  ): Promise<Message> => {
    const { receiverId, content } = input;
    const row = await written(`${sender.id}:${receiverId}`, { sender, receiverId, content });
    if (row) return presentMessage(row);
    const recipient = await messageableRecipient(db, sender, receiverId);
    // The first message opens the conversation, in a transaction.
    const stored = await db.transaction(async (tx) => {
      await openConversation(tx, sender.id, recipient.id);
      return writeMessagesWithNotice(tx, sender, { receiverId: recipient.id, contents: [content] });
    });
    // Only a block made since the recipient was checked stops it now.
    if (!stored) throw new ForbiddenError(CANNOT_MESSAGE_MESSAGE);
    await announceMessages(context.events, stored.rows, stored.notification);
    return presentMessage(stored.rows[0]!);
  };
}
