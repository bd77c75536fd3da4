import { MESSAGE_YOURSELF_MESSAGE } from "@contract/messages.ts";
import { CANNOT_MESSAGE_MESSAGE } from "@contract/users.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { authorize, found } from "../http/authorize.ts";
import { BadRequestError, ForbiddenError } from "../http/errors.ts";
import { blockedEitherWay, MEMBER_NOT_FOUND_MESSAGE } from "../users/privacy.ts";
import { canMessage } from "./policy.ts";
import { findConversation, findRecipient } from "./queries.ts";

/**
 * The member a message is for, once it is clear the sender may write to them: not themselves,
 * someone who exists, no block between them, and someone who accepts new conversations unless
 * they already have one.
 */
export async function messageableRecipient(db: Database, sender: SessionUser, recipientId: string) {
  if (recipientId === sender.id) throw new BadRequestError(MESSAGE_YOURSELF_MESSAGE);
  const recipient = found(await findRecipient(db, recipientId), MEMBER_NOT_FOUND_MESSAGE);
  if (await blockedEitherWay(db, sender.id, recipient.id)) {
    throw new ForbiddenError(CANNOT_MESSAGE_MESSAGE);
  }
  const hasConversation = (await findConversation(db, sender.id, recipient.id)) !== null;
  authorize(sender, canMessage, { ...recipient, hasConversation });
  return recipient;
}
