import type { StartedConversation } from "@contract/messages.ts";
import { CANNOT_MESSAGE_MESSAGE } from "@contract/users.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { ForbiddenError } from "../http/errors.ts";
import { announceMessages, writeMessagesWithNotice } from "./announce-message.ts";
import { messageableRecipient } from "./recipient.ts";
import { openConversation } from "./write-message.ts";

/**
 * Opens the conversation between two members, or finds the one they have. The first message
 * (the friendly intro the Message button sends) is stored only when the conversation is new,
 * so pressing Message twice does not send the intro twice. The message goes out live after the
 * transaction commits.
 */
export async function startConversation(
  context: Pick<AppContext, "db" | "events">,
  sender: SessionUser,
  input: { recipientId: string; message?: string | undefined },
): Promise<StartedConversation> {
  const { db } = context;
  const recipient = await messageableRecipient(db, sender, input.recipientId);

  const intro = input.message || undefined;
  const started = await db.transaction(async (tx) => {
    const { conversation, created } = await openConversation(tx, sender.id, recipient.id);
    if (!intro || !created) return { conversation, message: undefined };
    const message = await writeMessagesWithNotice(tx, sender, {
      receiverId: recipient.id,
      contents: [intro],
    });
    // Only a block made since the recipient was checked stops it now.
    if (!message) throw new ForbiddenError(CANNOT_MESSAGE_MESSAGE);
    return { conversation, message };
  });
  if (started.message) {
    await announceMessages(context.events, started.message.rows, started.message.notification);
  }
  return { id: started.conversation.id, userId: recipient.id };
}
