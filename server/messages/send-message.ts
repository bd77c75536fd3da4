import { MESSAGE_YOURSELF_MESSAGE, type Message } from "@contract/messages.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { authorize, found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "../users/privacy.ts";
import { announceMessage, presentMessage } from "./announce-message.ts";
import { canMessage } from "./policy.ts";
import { findConversation, findRecipient } from "./queries.ts";
import { appendMessage, openConversation } from "./write-message.ts";

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
  if (input.receiverId === sender.id) throw new BadRequestError(MESSAGE_YOURSELF_MESSAGE);
  const recipient = found(await findRecipient(db, input.receiverId), MEMBER_NOT_FOUND_MESSAGE);
  const hasConversation = (await findConversation(db, sender.id, recipient.id)) !== null;
  authorize(sender, canMessage, { ...recipient, hasConversation });
  const row = await db.transaction(async (tx) => {
    const { conversation } = await openConversation(tx, sender.id, recipient.id);
    return appendMessage(tx, conversation.id, {
      senderId: sender.id,
      receiverId: recipient.id,
      content: input.content,
    });
  });
  await announceMessage(context, sender, row);
  return presentMessage(row);
}
