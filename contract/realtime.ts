import "./human-errors.ts";
import { z } from "zod/mini";
import { messageSchema } from "./messages.ts";

/**
 * The live connection at /ws. The server knows who is connected from the session
 * cookie; the client's `authenticate` only asks it to confirm, and the answer names the
 * member of the session whatever userId the client sent.
 */
export const clientEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("authenticate"), userId: z.optional(z.string()) }),
  /** The member is writing to `to`: the other side shows "typing…" for a few seconds. */
  z.object({ type: z.literal("typing"), to: z.uuid() }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const NOTIFICATION_TYPES = [
  "newMessage",
  "like",
  "comment",
  "follow",
  "jobApplication",
  "invite",
  "applicationStatus",
  "verification",
  "supportReply",
  "error",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const liveNotificationSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where the bell takes the member when they open it (a path inside the app). */
  link: z.optional(z.string()),
  /** The stored notification this announces, so the open tab can mark that very one read. */
  id: z.optional(z.string()),
});
export type LiveNotification = z.infer<typeof liveNotificationSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("authenticated"), userId: z.string() }),
  z.object({ type: z.literal("newMessage"), data: messageSchema }),
  z.object({ type: z.literal("notification"), data: liveNotificationSchema }),
  /** `readerId` has read what this member sent them, up to `readAt`. */
  z.object({
    type: z.literal("messagesRead"),
    data: z.object({ readerId: z.string(), readAt: z.string() }),
  }),
  z.object({ type: z.literal("typing"), data: z.object({ userId: z.string() }) }),
]);

/** How long the other side shows "typing…" after one typing event, and how often to send one. */
export const TYPING_SHOWN_MS = 4000;
export const TYPING_SEND_EVERY_MS = 2500;
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** Close code when the upgrade carries no valid session, or the session has since ended. */
export const WS_UNAUTHORIZED_CLOSE_CODE = 4401;
/** Close code when the client claims to be a member other than the session's. */
export const WS_FORBIDDEN_CLOSE_CODE = 4403;
/** Close code when a member opens too many sockets or a socket sends too many messages. */
export const WS_TOO_MANY_CLOSE_CODE = 4429;
