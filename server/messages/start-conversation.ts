import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { conversations, messages } from "../db/schema/index.ts";

/** Conversations store their two members in a fixed order, so each pair has one row. */
export function orderedPair(a: string, b: string) {
  return a < b ? { userOneId: a, userTwoId: b } : { userOneId: b, userTwoId: a };
}

export async function findConversation(db: Database, a: string, b: string) {
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
 * Opens the conversation between two members, or finds the one they have. The first message
 * (the spec's friendly intro) is stored only when the conversation is new, so pressing
 * Message twice does not send the intro twice.
 */
export async function startConversation(
  db: Database,
  senderId: string,
  receiverId: string,
  firstMessage: string | undefined,
) {
  return db.transaction(async (tx) => {
    const pair = orderedPair(senderId, receiverId);
    const created = await tx
      .insert(conversations)
      .values(pair)
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.userOneId, pair.userOneId),
          eq(conversations.userTwoId, pair.userTwoId),
        ),
      );
    let message: typeof messages.$inferSelect | undefined;
    if (firstMessage && created.length > 0) {
      [message] = await tx
        .insert(messages)
        .values({ conversationId: conversation!.id, senderId, receiverId, content: firstMessage })
        .returning();
      await tx
        .update(conversations)
        .set({ lastMessageAt: message!.createdAt })
        .where(eq(conversations.id, conversation!.id));
    }
    return { conversation: conversation!, message };
  });
}
