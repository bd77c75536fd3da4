import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { conversations, users } from "../db/schema/index.ts";

/** Conversations store their two members in a fixed order, so each pair has one row. */
export function orderedPair(a: string, b: string) {
  return a < b ? { userOneId: a, userTwoId: b } : { userOneId: b, userTwoId: a };
}

export async function findConversation(db: Pick<Database, "select">, a: string, b: string) {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.userOneId, pair.userOneId), eq(conversations.userTwoId, pair.userTwoId)),
    );
  return row ?? null;
}

/**
 * The other member of a conversation as one opens it: null when there is no such member,
 * otherwise their pair's conversation, when they have one. One named statement, as opening a
 * conversation is among the commonest things a member does.
 */
export async function conversationWith(db: Database, me: string, otherId: string) {
  const [row] = await conversationWithStatement(db).execute({
    otherId,
    ...orderedPair(me, otherId),
  });
  return row ?? null;
}

function conversationWithStatement(db: Database) {
  return namedStatement(db, "conversation_with", (name) =>
    db
      .select({ conversationId: conversations.id })
      .from(users)
      .leftJoin(
        conversations,
        and(
          eq(conversations.userOneId, sql.placeholder("userOneId")),
          eq(conversations.userTwoId, sql.placeholder("userTwoId")),
        ),
      )
      .where(eq(users.id, sql.placeholder("otherId")))
      .prepare(name),
  );
}
