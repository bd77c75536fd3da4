import { MESSAGE_YOURSELF_MESSAGE } from "@contract/messages.ts";
import { CANNOT_MESSAGE_MESSAGE } from "@contract/users.ts";
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { conversations, users } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { BadRequestError, ForbiddenError } from "../http/errors.ts";
import { MEMBER_NOT_FOUND_MESSAGE, noBlockBetween } from "../users/privacy.ts";
import { canMessage } from "./policy.ts";
import { orderedPair } from "./queries.ts";

/**
 * The member a message is for, once it is clear the sender may write to them: not themselves,
 * someone who exists, no block between them, and someone who accepts new conversations unless
 * they already have one. Asked in one statement, as every message sent asks it; the pair's
 * conversation comes with the answer, so a message to it need not look for it again.
 */
export async function messageableRecipient(db: Database, sender: SessionUser, recipientId: string) {
  if (recipientId === sender.id) throw new BadRequestError(MESSAGE_YOURSELF_MESSAGE);
  const [row] = await recipientStatement(db).execute({
    senderId: sender.id,
    recipientId,
    ...orderedPair(sender.id, recipientId),
  });
  const { blocked, ...recipient } = found(row, MEMBER_NOT_FOUND_MESSAGE);
  if (blocked) throw new ForbiddenError(CANNOT_MESSAGE_MESSAGE);
  authorize(sender, canMessage, recipient);
  return recipient;
}

/** The recipient, whether a block stands between them and the sender, and the pair's conversation. */
function recipientStatement(db: Database) {
  return namedStatement(db, "message_recipient", (name) =>
    db
      .select({
        id: users.id,
        privacySettings: users.privacySettings,
        blocked: sql<boolean>`not ${noBlockBetween(sql.placeholder("senderId"), users.id)}`,
        conversationId: sql<string | null>`(
          select ${conversations.id} from ${conversations}
          where ${conversations.userOneId} = ${sql.placeholder("userOneId")}
            and ${conversations.userTwoId} = ${sql.placeholder("userTwoId")}
        )`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("recipientId")))
      .prepare(name),
  );
}
