import "./human-errors.ts";
import { z } from "zod/mini";

/** A conversation's title is at most this long, as its first message's text cut short. */
export const AI_TITLE_LENGTH = 50;
export const AI_TITLE_MAX_LENGTH = 100;
export const AI_QUERY_MAX_LENGTH = 500;
export const AI_MESSAGE_MAX_LENGTH = 5000;
export const AI_SUGGESTIONS_MAX = 10;

/** The title a conversation gets from its first message: 50 characters, '...' when cut. */
export function conversationTitleFrom(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > AI_TITLE_LENGTH ? `${trimmed.slice(0, AI_TITLE_LENGTH)}...` : trimmed;
}

export const aiConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  lastMessageAt: z.string(),
});
export type AiConversation = z.infer<typeof aiConversationSchema>;
export const aiConversationListSchema = z.array(aiConversationSchema);

export const createAiConversationSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter a title for the conversation."),
      z.maxLength(AI_TITLE_MAX_LENGTH, `A title can be at most ${AI_TITLE_MAX_LENGTH} characters.`),
    ),
});
export const createdAiConversationSchema = z.object({ id: z.string() });

export const aiConversationParamsSchema = z.object({ id: z.uuid("Conversation not found") });
export const AI_CONVERSATION_NOT_FOUND_MESSAGE = "Conversation not found";

/** A suggested member: the fields the assistant may talk about, and how they are shown. */
export const aiSuggestedUserSchema = z.object({
  id: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profession: z.nullable(z.string()),
  location: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  profileImageUrl: z._default(z.nullable(z.string()), null),
  isVerified: z._default(z.boolean(), false),
});

export const aiSuggestionSchema = z.object({
  user: aiSuggestedUserSchema,
  /** Percent match, 1 to 100. */
  score: z.int().check(z.gte(0), z.lte(100)),
  /** What matched, in a line: 'Stylist in Manchester · menswear in bio · free 3–5 Dec'. */
  reason: z.string(),
});
export type AiSuggestion = z.infer<typeof aiSuggestionSchema>;

export const AI_MESSAGE_TYPES = ["user", "ai"] as const;

export const aiMessageSchema = z.object({
  id: z.string(),
  type: z.enum(AI_MESSAGE_TYPES),
  content: z.string(),
  suggestions: z.nullable(z.array(aiSuggestionSchema)),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;
export const aiMessageListSchema = z.array(aiMessageSchema);

export const saveAiMessageSchema = z.object({
  type: z.enum(AI_MESSAGE_TYPES, "A message is from the member (user) or the assistant (ai)."),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please write a message."),
      z.maxLength(
        AI_MESSAGE_MAX_LENGTH,
        `A message can be at most ${AI_MESSAGE_MAX_LENGTH} characters.`,
      ),
    ),
  suggestions: z.optional(
    z.nullable(z.array(aiSuggestionSchema).check(z.maxLength(AI_SUGGESTIONS_MAX))),
  ),
});
export type SaveAiMessageInput = z.input<typeof saveAiMessageSchema>;

export const aiSearchSchema = z.object({
  query: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please describe who you are looking for."),
      z.maxLength(AI_QUERY_MAX_LENGTH, `Please keep it under ${AI_QUERY_MAX_LENGTH} characters.`),
    ),
});

export const aiSearchResultSchema = z.object({
  response: z.string(),
  suggestions: z.array(aiSuggestionSchema),
});
export type AiSearchResult = z.infer<typeof aiSearchResultSchema>;

/**
 * The streamed variant answers one JSON object per line: the suggestions as soon as they are
 * ranked, then the response text in pieces as it is written, then the whole result.
 */
export const aiSearchStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("suggestions"), suggestions: z.array(aiSuggestionSchema) }),
  z.object({ type: z.literal("text"), text: z.string() }),
  z.object({ type: z.literal("done"), result: aiSearchResultSchema }),
]);
export type AiSearchStreamEvent = z.infer<typeof aiSearchStreamEventSchema>;
export const AI_STREAM_CONTENT_TYPE = "application/x-ndjson; charset=utf-8";

export const AI_SEARCH_FAILED_TITLE = "Search failed";
export const AI_SEARCH_FAILED_MESSAGE = "Failed to search profiles. Please try again.";
export const AI_APOLOGY =
  "Sorry, I couldn't search profiles just now. Please try again in a moment, or contact support if it keeps happening.";
export const AI_WELCOME =
  "Hi! Tell me who you're looking for — a trade, a town, a style or a date — and I'll find matching creatives. For example: 'menswear stylist in Manchester free next week'.";
