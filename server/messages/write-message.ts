import { eq } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { conversations, messages } from "../db/schema/index.ts";
import { findConversation, orderedPair } from "./queries.ts";

/** The pair's conversation, opened if they have none; `created` says which. */
export async function openConversation(tx: Transaction, a: string, b: string) {
  const created = await tx
    .insert(conversations)
    .values(orderedPair(a, b))
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const conversation = (await findConversation(tx, a, b))!;
  return { conversation, created: created.length > 0 };
}

/** A message stored, and its conversation moved to the top of both members' lists. */
export async function appendMessage(
  tx: Transaction,
  conversationId: string,
  message: Omit<typeof messages.$inferInsert, "conversationId">,
) {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId, ...message })
    .returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, conversationId));
  return row!;
}
