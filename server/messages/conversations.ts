import type { ConversationSummary, Message } from "@contract/messages.ts";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { type KeysetPage, keysetList, olderThanPlaceholders } from "../db/keyset.ts";
import { namedStatement, preparedSql, rowCount, unseenByPlanner } from "../db/named-statements.ts";
import { rowsOf } from "../db/rows.ts";
import { conversations, messages, users } from "../db/schema/index.ts";
import { NotFoundError } from "../http/errors.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "../users/privacy.ts";
import { presentMessage } from "./announce-message.ts";
import { orderedPair } from "./queries.ts";
import { messageFromJson, type StoredMessages } from "./write-message.ts";

/** The member's conversations, newest activity first. */
const conversationList = keysetList("c", conversations.lastMessageAt, conversations.id);
/** A conversation's messages, newest first. */
const messageList = keysetList("m", messages.createdAt, messages.id);
export const CONVERSATIONS_PER_PAGE = 20;
export const MESSAGES_PER_PAGE = 50;

type SummaryRow = {
  id: string;
  cursorAt: string;
  cursorId: string;
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
  const rows = rowsOf<SummaryRow>(
    await conversationsPageStatement(db).execute({
      me,
      ...conversationList.cursorValues(cursorText),
    }),
  );
  const page = conversationList.page(rows, CONVERSATIONS_PER_PAGE);
  return { items: page.items.map(presentSummary), nextCursor: page.nextCursor };
}

/**
 * A page of conversations as a named statement: parsed and planned once per connection rather
 * than on every request. The member and the cursor are hidden from the planner, so the plan it
 * keeps is made for any member and any page.
 */
function conversationsPageStatement(db: Database) {
  const take = rowCount(CONVERSATIONS_PER_PAGE + 1);
  const me = unseenByPlanner("me", "uuid");
  const older = olderThanPlaceholders(conversations.lastMessageAt, conversations.id);
  return namedStatement(db, "conversations_page", (name) =>
    preparedSql(
      db,
      name,
      sql`
      with page as (
        (select id, user_two_id as other_id, last_message_at from ${conversations}
          where user_one_id = ${me} and ${older}
          order by last_message_at desc, id desc limit ${take})
        union all
        (select id, user_one_id as other_id, last_message_at from ${conversations}
          where user_two_id = ${me} and ${older}
          order by last_message_at desc, id desc limit ${take})
        order by last_message_at desc, id desc limit ${take}
      )
      select page.id, page.last_message_at::text as "cursorAt", page.id as "cursorId",
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
      order by page.last_message_at desc, page.id desc`,
    ),
  );
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
  // Another list's cursor is refused before anything is read or marked.
  const olderThanCursor = messageList.cursorValues(cursorText);
  const [row] = rowsOf<ConversationPageRow>(
    await conversationPageStatement(db, !cursorText).execute(
      Object.assign({ me, otherId }, orderedPair(me, otherId), olderThanCursor),
    ),
  );
  if (!row?.found) throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
  if (row.readAt) {
    await events.publish(otherId, {
      type: "messagesRead",
      data: { readerId: me, readAt: new Date(row.readAt).toISOString() },
    });
  }
  const rows = (row.messages ?? []).map((message) => ({
    message: messageFromJson(message),
    cursorAt: message.cursor_at,
    cursorId: message.id,
  }));
  const page = messageList.page(rows, MESSAGES_PER_PAGE);
  const oldestFirst = page.items.reverse().map((item) => presentMessage(item.message));
  return { items: oldestFirst, nextCursor: page.nextCursor };
}

/** What opening a page of a conversation reads, as one row (see conversationPageStatement). */
type ConversationPageRow = {
  /** Whether the other member exists. */
  found: boolean;
  /** When what the member was sent was marked read, if anything was unread. */
  readAt: string | null;
  /** The page's messages newest first, as PostgreSQL writes rows in JSON, with their cursor time. */
  messages: (NonNullable<StoredMessages["messages"]>[number] & { cursor_at: string })[] | null;
};

/**
 * A page of a conversation as one named statement: the other member and the pair's
 * conversation, the page of its messages (one more than a page, newest first, after the
 * cursor), and on the newest page the marking of what the member was sent as read. Opening a
 * conversation is among the commonest things a member does, and as three statements it spent
 * more on the round trips than on the reads. The page is read as the statement began, before
 * the marking, so a message just marked read is shown as it was when it was opened.
 */
function conversationPageStatement(db: Database, marksRead: boolean) {
  const name = marksRead ? "conversation_newest_page" : "conversation_older_page";
  return namedStatement(db, name, (statementName) => {
    const conversation = sql`(select id from pair)`;
    const page = messageList.pageQuery(
      db
        .select(
          Object.assign({}, getTableColumns(messages), {
            cursorAt: messageList.cursorColumns.cursorAt.as("cursor_at"),
          }),
        )
        .from(messages)
        .$dynamic(),
      eq(messages.conversationId, conversation),
      MESSAGES_PER_PAGE + 1,
    );
    const marking = marksRead
      ? sql`, marked as (update ${messages} set read_at = now()
          where receiver_id = ${sql.placeholder("me")}::uuid
            and conversation_id = ${conversation} and read_at is null
          returning read_at)`
      : sql``;
    return preparedSql(
      db,
      statementName,
      sql`
      with pair as (
        select ${conversations.id} as id from ${users}
        left join ${conversations} on ${conversations.userOneId} = ${sql.placeholder("userOneId")}::uuid
          and ${conversations.userTwoId} = ${sql.placeholder("userTwoId")}::uuid
        where ${users.id} = ${sql.placeholder("otherId")}::uuid
      )${marking}
      select exists (select from pair) as found,
        ${marksRead ? sql`to_json((select read_at from marked limit 1)) #>> '{}'` : sql`null`} as "readAt",
        (select json_agg(page order by page.created_at desc, page.id desc)
          from ${page} as page) as messages`,
    );
  });
}
