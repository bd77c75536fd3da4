import "./human-errors.ts";
import { z } from "zod/mini";
import { filledText } from "./human-errors.ts";

export const TICKET_CATEGORIES = ["technical", "billing", "account", "feature_request"] as const;
export const TICKET_CATEGORY_LABELS: Record<(typeof TICKET_CATEGORIES)[number], string> = {
  technical: "Technical",
  billing: "Billing",
  account: "Account",
  feature_request: "Feature request",
};
export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** Admins read the most pressing tickets first. */
export const TICKET_PRIORITY_RANK: Record<TicketPriority, number> = {
  urgent: 4,
  high: 3,
  normal: 2,
  low: 1,
};
export const TICKET_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
  closed: "Closed",
};

/** What the message counter shows; the server takes up to TICKET_MESSAGE_MAX. */
export const TICKET_MESSAGE_COUNTER = 1000;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_MISSING_MESSAGE = "Missing Information: Please fill in all required fields.";
export const TICKET_NOT_FOUND_MESSAGE = "Ticket not found.";
export const TICKET_CLOSED_MESSAGE =
  "This ticket is closed. Please open a new ticket if you still need help.";
export const EMPTY_FOLLOW_UP_MESSAGE = "Please write a message before sending.";
export const EMPTY_RESPONSE_MESSAGE = "Please enter a response before submitting.";

export const createTicketSchema = z.object({
  subject: filledText(TICKET_MISSING_MESSAGE, 200),
  message: filledText(TICKET_MISSING_MESSAGE, TICKET_MESSAGE_MAX),
  category: z.enum(TICKET_CATEGORIES, TICKET_MISSING_MESSAGE),
  priority: z._default(z.enum(TICKET_PRIORITIES), "normal"),
});
export type CreateTicketInput = z.input<typeof createTicketSchema>;

export const followUpSchema = z.object({
  content: filledText(EMPTY_FOLLOW_UP_MESSAGE, TICKET_MESSAGE_MAX),
});

export const ticketMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  fromAdmin: z.boolean(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  userId: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  adminResponse: z.nullable(z.string()),
  /** Follow-ups after the first message, oldest first. */
  messages: z.array(ticketMessageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketParamsSchema = z.object({ id: z.uuid(TICKET_NOT_FOUND_MESSAGE) });

/** A ticket in the admin queue, with who raised it. */
export const adminTicketSchema = z.extend(ticketSchema, {
  member: z.object({
    id: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    email: z.string(),
  }),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;

export const adminTicketQuerySchema = z.object({
  status: z.optional(z.enum(TICKET_STATUSES)),
  priority: z.optional(z.enum(TICKET_PRIORITIES)),
});
export type AdminTicketQuery = z.infer<typeof adminTicketQuerySchema>;

export const adminTicketParamsSchema = z.object({ ticketId: z.uuid(TICKET_NOT_FOUND_MESSAGE) });

/** A status change, or a response (which resolves the ticket). */
export const updateTicketSchema = z.object({
  status: z.enum(TICKET_STATUSES),
  adminResponse: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1, EMPTY_RESPONSE_MESSAGE), z.maxLength(TICKET_MESSAGE_MAX)),
  ),
});
export type UpdateTicketInput = z.input<typeof updateTicketSchema>;
