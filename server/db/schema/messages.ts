import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A direct conversation between two members, stored once with the smaller id first. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userOneId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userTwoId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("conversations_pair_unique").on(t.userOneId, t.userTwoId),
    check("conversations_ordered_pair", sql`${t.userOneId} < ${t.userTwoId}`),
    // A member's conversation list, newest activity first, read from either side of the pair.
    index("conversations_user_one_activity_idx").on(t.userOneId, t.lastMessageAt, t.id),
    index("conversations_user_two_activity_idx").on(t.userTwoId, t.lastMessageAt, t.id),
  ],
);

/**
 * A message belongs to its conversation, and its sender and receiver are that conversation's
 * two members (a message is only ever stored into the conversation found by its pair). So the
 * conversation's keys on `users` are what take a member's messages with their account: keys of
 * the sender and receiver themselves would find them by reading every message (no index leads
 * with either; a million messages read twice per account deleted), and each message stored
 * would lock both members' rows to check keys the conversation already holds.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid().notNull(),
    receiverId: uuid().notNull(),
    content: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt, t.id),
    // Only unread messages: what a member has not read, per conversation, stays a small read.
    index("messages_unread_idx").on(t.receiverId, t.conversationId).where(sql`${t.readAt} is null`),
  ],
);
