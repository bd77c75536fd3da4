import {
  type AdminTicket,
  type AdminTicketQuery,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_PRIORITY_RANK,
  type Ticket,
} from "@contract/support.ts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { supportTicketMessages, supportTickets, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";

type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportTicketMessages.$inferSelect;

/** The admin queue and a member's list are each read whole, at most this many. */
const LISTED_TICKETS = 200;

function presentTicket(row: TicketRow, messages: MessageRow[]): Ticket {
  return {
    id: row.id,
    userId: row.userId,
    subject: row.subject,
    message: row.message,
    category: row.category,
    priority: row.priority,
    status: row.status,
    adminResponse: row.adminResponse,
    messages: messages.map((message) => ({
      id: message.id,
      content: message.content,
      fromAdmin: message.fromAdmin,
      createdAt: message.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The follow-ups of these tickets, oldest first, grouped by ticket. */
async function messagesOf(db: Database, ticketIds: string[]) {
  const grouped = new Map<string, MessageRow[]>();
  if (ticketIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(supportTicketMessages)
    .where(inArray(supportTicketMessages.ticketId, ticketIds))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  for (const row of rows) grouped.set(row.ticketId, [...(grouped.get(row.ticketId) ?? []), row]);
  return grouped;
}

/** A member's own tickets, newest first. */
export async function ticketsOf(db: Database, userId: string): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(LISTED_TICKETS);
  const messages = await messagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentTicket(row, messages.get(row.id) ?? []));
}

export async function findTicket(db: Database, ticketId: string): Promise<TicketRow> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  return found(row, TICKET_NOT_FOUND_MESSAGE);
}

export async function presentTicketById(db: Database, ticketId: string): Promise<Ticket> {
  const row = await findTicket(db, ticketId);
  return presentTicket(row, (await messagesOf(db, [row.id])).get(row.id) ?? []);
}

/** The priority as a number, so urgent sorts before high, normal and low. */
const priorityRank = sql<number>`case ${supportTickets.priority} ${sql.join(
  Object.entries(TICKET_PRIORITY_RANK).map(([name, rank]) => sql`when ${name} then ${rank}`),
  sql` `,
)} else 0 end`;

/** Every member's tickets for the admins: the most pressing first, then the newest. */
export async function adminTickets(db: Database, filter: AdminTicketQuery): Promise<AdminTicket[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(supportTickets.status, filter.status));
  if (filter.priority) conditions.push(eq(supportTickets.priority, filter.priority));
  const rows = await db
    .select({
      ticket: supportTickets,
      member: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(...conditions))
    .orderBy(desc(priorityRank), desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(LISTED_TICKETS);
  const messages = await messagesOf(
    db,
    rows.map((row) => row.ticket.id),
  );
  return rows.map(({ ticket, member }) => ({
    member,
    ...presentTicket(ticket, messages.get(ticket.id) ?? []),
  }));
}
