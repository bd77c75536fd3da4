import "./human-errors.ts";
import { z } from "zod/mini";
import { userSummarySchema } from "./users.ts";

export const MESSAGE_MAX_LENGTH = 5000;

export const startConversationSchema = z.object({
  recipientId: z.uuid("Please choose who to message."),
  message: z.optional(z.string().check(z.trim(), z.maxLength(MESSAGE_MAX_LENGTH))),
});

export const messageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When the receiver read it (opened the conversation); null while unread. */
  readAt: z.nullable(z.string()),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation opened (or found) with another member. */
export const startedConversationSchema = z.object({ id: z.string(), userId: z.string() });
export type StartedConversation = z.infer<typeof startedConversationSchema>;

export const EMPTY_MESSAGE_MESSAGE = "Please write a message.";
export const MESSAGE_YOURSELF_MESSAGE = "You cannot message yourself.";

/** POST /api/messages: a message to another member; a conversation opens if there is none. */
export const sendMessageSchema = z.object({
  receiverId: z.uuid("Please choose who to message."),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, EMPTY_MESSAGE_MESSAGE),
      z.maxLength(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`),
    ),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** One row of the conversation list: who it is with, the newest message and what is unread. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  user: userSummarySchema,
  lastMessage: z.nullable(z.object({ content: z.string(), createdAt: z.string() })),
  unreadCount: z.int().check(z.gte(0)),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.array(conversationSummarySchema);

/** Paging of the conversation list and of a conversation's messages (older pages). */
export const messagePageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const conversationParamsSchema = z.object({ userId: z.uuid("Unknown member.") });
/** A page of one conversation, oldest first; the header cursor leads to older messages. */
export const messageListSchema = z.array(messageSchema);
