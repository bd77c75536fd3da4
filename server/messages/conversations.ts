import type { ConversationSummary, Message } from "@contract/messages.ts";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import {
  cursorTime,
  decodeScopedCursor,
  type KeysetPage,
  keysetPage,
  olderThan,
} from "../db/keyset.ts";
import { rowsOf } from "../db/rows.ts";
import { messages } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "../users/privacy.ts";
import { presentMessage } from "./announce-message.ts";
import { findConversation, findRecipient } from "./queries.ts";

const CONVERSATION_SCOPE = "c";
const MESSAGE_SCOPE = "m";
export const CONVERSATIONS_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 50;

type SummaryRow = {
  id: string;
  cursor_time: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  profession: string | null;
  location: string | null;
  is_verified: boolean;
  last_content: string | null;
  last_created_at: string | null;
  unread_count: number;
};

/**
 * The member's conversations, newest activity first, each with the other member, the newest
 * message and how many are unread. One statement: the page's conversations are read from
 * either side of the pair along its (member, last activity) index, then each one's newest
 * message and unread count through the messages' own indexes.
 */
export async function listConversations(
  db: Database,
  me: string,
  cursorText: string | undefined,
): Promise<KeysetPage<ConversationSummary>> {
  const cursor = decodeScopedCursor(cursorText, CONVERSATION_SCOPE);
  const older = cursor
    ? sql`and (last_message_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const take = CONVERSATIONS_PER_PAGE + 1;
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      with page as (
        (select id, user_two_id as other_id, last_message_at from conversations
          where user_one_id = ${me} ${older}
          order by last_message_at desc, id desc limit ${take})
        union all
        (select id, user_one_id as other_id, last_message_at from conversations
          where user_two_id = ${me} ${older}
          order by last_message_at desc, id desc limit ${take})
        order by last_message_at desc, id desc limit ${take}
      )
      select page.id, page.last_message_at::text as cursor_time,
        u.id as user_id, u.first_name, u.last_name, u.profile_image_url, u.profession, u.location, u.is_verified,
        newest.content as last_content, to_json(newest.created_at) #>> '{}' as last_created_at,
        (select count(*)::int from messages unread
          where unread.receiver_id = ${me} and unread.conversation_id = page.id
            and unread.read_at is null) as unread_count
      from page
      join users u on u.id = page.other_id
      left join lateral (
        select content, created_at from messages
        where messages.conversation_id = page.id
        order by created_at desc, id desc limit 1
      ) newest on true
      order by page.last_message_at desc, page.id desc`),
  );
  const page = keysetPage(rows, CONVERSATIONS_PER_PAGE, (row) => ({
    scope: CONVERSATION_SCOPE,
    createdAt: row.cursor_time,
    id: row.id,
  }));
  return { items: page.items.map(presentSummary), nextCursor: page.nextCursor };
}

function presentSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      profession: row.profession,
      location: row.location,
      isVerified: row.is_verified,
    },
    lastMessage:
      row.last_content !== null && row.last_created_at !== null
        ? { content: row.last_content, createdAt: new Date(row.last_created_at).toISOString() }
        : null,
    unreadCount: row.unread_count,
  };
}

/**
 * A page of the member's messages with another member, oldest first within the page; the
 * cursor leads to older ones. Opening the newest page marks what they were sent as read, and
 * the sender's open tabs hear of it (their messages show "Seen").
 */
export async function readConversation(
  { db, events }: Pick<AppContext, "db" | "events">,
  me: string,
  otherId: string,
  cursorText: string | undefined,
): Promise<KeysetPage<Message>> {
  const cursor = decodeScopedCursor(cursorText, MESSAGE_SCOPE);
  found(await findRecipient(db, otherId), MEMBER_NOT_FOUND_MESSAGE);
  const conversation = await findConversation(db, me, otherId);
  if (!conversation) return { items: [], nextCursor: null };
  const rows = await db
    .select({ message: messages, cursorTime: cursorTime(messages.createdAt) })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        olderThan(messages.createdAt, messages.id, cursor),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  if (!cursor) {
    const readAt = await markRead(db, me, conversation.id);
    if (readAt) {
      await events.publish(otherId, {
        type: "messagesRead",
        data: { readerId: me, readAt: readAt.toISOString() },
      });
    }
  }
  const page = keysetPage(rows, MESSAGES_PER_PAGE, (row) => ({
    scope: MESSAGE_SCOPE,
    createdAt: row.cursorTime,
    id: row.message.id,
  }));
  const oldestFirst = page.items.reverse().map((row) => presentMessage(row.message));
  return { items: oldestFirst, nextCursor: page.nextCursor };
}

/** Marks what the member was sent in the conversation read; when, if anything was unread. */
async function markRead(db: Database, me: string, conversationId: string): Promise<Date | null> {
  const readAt = new Date();
  const marked = await db
    .update(messages)
    .set({ readAt })
    .where(
      and(
        eq(messages.receiverId, me),
        eq(messages.conversationId, conversationId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return marked.length > 0 ? readAt : null;
}
