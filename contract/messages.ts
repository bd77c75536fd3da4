import "./human-errors.ts";
import { z } from "zod";

export const MESSAGE_MAX_LENGTH = 5000;

export const startConversationSchema = z.object({
  recipientId: z.uuid("Please choose who to message."),
  message: z.string().trim().max(MESSAGE_MAX_LENGTH).optional(),
});

export const messageSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation opened (or found) with another member. */
export const startedConversationSchema = z.object({ id: z.string(), userId: z.string() });
export type StartedConversation = z.infer<typeof startedConversationSchema>;
