import {
  type createTicketSchema,
  TICKET_CLOSED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
  type Ticket,
  type UpdateTicketInput,
} from "@contract/support.ts";
import { eq } from "drizzle-orm";
import type { z } from "zod/mini";
import { type AdminActor, recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { supportTicketMessages, supportTickets } from "../db/schema/index.ts";
import { authorize, found } from "../http/authorize.ts";
import { ConflictError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { canUseTicket } from "./policy.ts";
import { findTicket, presentTicketById } from "./queries.ts";

/** A member raises a ticket; it starts open. */
export async function openTicket(
  db: Database,
  member: SessionUser,
  input: z.infer<typeof createTicketSchema>,
): Promise<Ticket> {
  const [row] = await db
    .insert(supportTickets)
    .values({ userId: member.id, ...input })
    .returning({ id: supportTickets.id });
  return presentTicketById(db, row!.id);
}

/**
 * The member adds to their own ticket while it is not closed; a resolved ticket they write on
 * opens again, since the answer did not settle it.
 */
export async function followUpTicket(
  db: Database,
  member: SessionUser,
  ticketId: string,
  content: string,
): Promise<Ticket> {
  const ticket = await findTicket(db, ticketId);
  authorize(member, canUseTicket, ticket);
  if (ticket.status === "closed") throw new ConflictError(TICKET_CLOSED_MESSAGE);
  await db.transaction(async (tx) => {
    await tx.insert(supportTicketMessages).values({ ticketId, authorId: member.id, content });
    await tx
      .update(supportTickets)
      .set({ status: ticket.status === "resolved" ? "open" : ticket.status, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId));
  });
  return presentTicketById(db, ticketId);
}

/**
 * An admin sets a ticket's status, or answers it: an answer is stored, resolves the ticket and
 * is sent to the member after commit.
 */
export async function updateTicket(
  context: Pick<AppContext, "db" | "events">,
  actor: AdminActor,
  ticketId: string,
  input: UpdateTicketInput,
): Promise<Ticket> {
  const { db } = context;
  const response = input.adminResponse;
  const { ticket, notification } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportTickets)
      .set({
        status: response ? "resolved" : input.status,
        updatedAt: new Date(),
        ...(response ? { adminResponse: response } : {}),
      })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    const changed = found(updated, TICKET_NOT_FOUND_MESSAGE);
    await recordAdminAction(tx, actor, {
      action: response ? "ticket.respond" : `ticket.status.${input.status}`,
      targetIds: [ticketId],
    });
    const notification = response
      ? await recordNotification(tx, changed.userId, actor.user.id, {
          type: "supportReply",
          title: "Support replied",
          message: `We answered your ticket "${changed.subject}".`,
          link: "/support",
        })
      : null;
    return { ticket: changed, notification };
  });
  await publishNotifications(context.events, [notification]);
  return presentTicketById(db, ticket.id);
}
