import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../db/client.ts";
import type { StatementParts } from "../db/common-tables.ts";
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

type MessageRow = typeof messages.$inferSelect;

/** The message a statement of messageWrites stored, as PostgreSQL writes a row in JSON. */
export type StoredMessage = {
  message: {
    id: string;
    conversation_id: string;
    sender_id: string;
    receiver_id: string;
    content: string;
    read_at: string | null;
    created_at: string;
  };
};

/**
 * The parts of a statement that store a message (its values, or placeholders of a named
 * statement) and move its conversation to the top of both members' lists, answering as
 * StoredMessage. The conversation's row is locked from here to the commit: as one statement
 * with whatever goes with the message (its notification), the pair's next message waits only
 * while this one runs.
 */
export function messageWrites(
  db: Database,
  message: PgInsertValue<typeof messages>,
): StatementParts {
  const inserted = db.insert(messages).values(message).returning().getSQL();
  return {
    parts: [
      { name: "message", query: inserted },
      {
        name: "moved",
        query: sql`update ${conversations} set last_message_at = message.created_at
          from message where ${conversations.id} = message.conversation_id`,
      },
    ],
    columns: sql`(select row_to_json(message) from message) as message`,
  };
}

/** A stored message read back from the JSON of its row. */
export function messageFromJson(row: StoredMessage["message"]): MessageRow {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
  };
}
