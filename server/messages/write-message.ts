import { type SQL, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import type { StatementParts } from "../db/common-tables.ts";
import { conversations, type messages } from "../db/schema/index.ts";
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

/**
 * The messages a statement of messageWrites stored, oldest first, as PostgreSQL writes rows in
 * JSON (null when it stored none).
 */
export type StoredMessages = {
  messages:
    | {
        id: string;
        conversation_id: string;
        sender_id: string;
        receiver_id: string;
        content: string;
        read_at: string | null;
        created_at: string;
      }[]
    | null;
};

/**
 * The parts of a statement that store messages (`inserted`, an insert into messages returning
 * its rows) and move their conversation to the top of both members' lists, answering as
 * StoredMessages. The conversation's row is locked from here to the commit: as one statement
 * with whatever goes with the messages (their notification), the pair's next messages wait only
 * while this one runs.
 */
export function messageWrites(inserted: SQL): StatementParts {
  return {
    parts: [
      { name: "message", query: inserted },
      {
        name: "moved",
        query: sql`update ${conversations} set last_message_at = latest.created_at
          from (select conversation_id, max(created_at) as created_at from message
            group by conversation_id) as latest
          where ${conversations.id} = latest.conversation_id`,
      },
    ],
    columns: sql`(select json_agg(message order by message.created_at, message.id) from message) as messages`,
  };
}

/** A stored message read back from the JSON of its row. */
export function messageFromJson(row: NonNullable<StoredMessages["messages"]>[number]): MessageRow {
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
