import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { conversations } from "../db/schema/index.ts";

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
