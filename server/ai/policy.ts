import { AI_CONVERSATION_NOT_FOUND_MESSAGE } from "@contract/ai.ts";
import type { aiConversations } from "../db/schema/index.ts";
import { ownedBy, policy } from "../http/authorize.ts";

type AiConversationRow = typeof aiConversations.$inferSelect;

/** A member's talks with the assistant are theirs alone: to anyone else they do not exist. */
export const canUseAiConversation = policy<AiConversationRow>(
  AI_CONVERSATION_NOT_FOUND_MESSAGE,
  ownedBy,
  { hides: true },
);
