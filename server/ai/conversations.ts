import {
  AI_CONVERSATION_NOT_FOUND_MESSAGE,
  type AiConversation,
  type AiMessage,
  type AiSuggestion,
  aiSuggestionSchema,
} from "@contract/ai.ts";
import { asc, desc, eq } from "drizzle-orm";
import { z } from "zod/mini";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { aiConversations, aiMessages } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { canUseAiConversation } from "./policy.ts";

/** How many past conversations the sidebar lists, newest first. */
export const AI_CONVERSATIONS_LISTED = 50;

type ConversationRow = typeof aiConversations.$inferSelect;
type MessageRow = typeof aiMessages.$inferSelect;

function presentConversation(row: ConversationRow): AiConversation {
  return { id: row.id, title: row.title, lastMessageAt: row.lastMessageAt.toISOString() };
}

const storedSuggestions = z.array(aiSuggestionSchema);

/** Suggestions are kept as JSON text; text that no longer reads as suggestions shows none. */
function parseSuggestions(text: string | null): AiSuggestion[] | null {
  if (text === null) return null;
  try {
    const parsed = storedSuggestions.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function presentMessage(row: MessageRow): AiMessage {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    suggestions: parseSuggestions(row.suggestions),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAiConversations(db: Database, me: SessionUser) {
  const rows = await db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.userId, me.id))
    .orderBy(desc(aiConversations.lastMessageAt), desc(aiConversations.id))
    .limit(AI_CONVERSATIONS_LISTED);
  return rows.map(presentConversation);
}

export async function createAiConversation(db: Database, me: SessionUser, title: string) {
  const [row] = await db.insert(aiConversations).values({ userId: me.id, title }).returning();
  return { id: row!.id };
}

async function ownConversation(db: Database, me: SessionUser, id: string) {
  const [row] = await db.select().from(aiConversations).where(eq(aiConversations.id, id));
  const conversation = found(row, AI_CONVERSATION_NOT_FOUND_MESSAGE);
  authorize(me, canUseAiConversation, conversation);
  return conversation;
}

export async function readAiMessages(db: Database, me: SessionUser, id: string) {
  await ownConversation(db, me, id);
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, id))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
  return rows.map(presentMessage);
}

/** Adds a message to one of the member's conversations, which moves to the top of their list. */
export async function saveAiMessage(
  db: Database,
  me: SessionUser,
  id: string,
  message: { type: "user" | "ai"; content: string; suggestions?: AiSuggestion[] | null },
) {
  await ownConversation(db, me, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiMessages)
      .values({
        conversationId: id,
        type: message.type,
        content: message.content,
        suggestions: message.suggestions ? JSON.stringify(message.suggestions) : null,
      })
      .returning();
    await tx
      .update(aiConversations)
      .set({ lastMessageAt: row!.createdAt })
      .where(eq(aiConversations.id, id));
    return presentMessage(row!);
  });
}
