import { eq } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { conversations, messages } from "../db/schema/index.ts";
import { findConversation, orderedPair } from "./queries.ts";

/**
 * The pair's conversation, opened if they have none; `created` says which. Most messages go to
 * a conversation that exists, so it is looked for first; two first messages at once both try
 * to open it, and the one that finds it taken reads the other's.
 */
export async function openConversation(tx: Transaction, a: string, b: string) {
  const existing = await findConversation(tx, a, b);
  if (existing) return { conversation: existing, created: false };
  const [opened] = await tx
    .insert(conversations)
    .values(orderedPair(a, b))
    .onConflictDoNothing()
    .returning();
  if (opened) return { conversation: opened, created: true };
  return { conversation: (await findConversation(tx, a, b))!, created: false };
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
