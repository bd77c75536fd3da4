import {
  adminTicketParamsSchema,
  adminTicketQuerySchema,
  adminTicketSchema,
  createTicketSchema,
  followUpSchema,
  ticketParamsSchema,
  ticketSchema,
  updateTicketSchema,
} from "@contract/support.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { adminTickets, ticketsOf } from "./queries.ts";
import { followUpTicket, openTicket, updateTicket } from "./tickets.ts";

/** The support centre: members' own tickets, and every ticket for the admins. */
export async function supportRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;

  app.get(
    "/api/support/tickets",
    { config: member, schema: { response: { 200: z.array(ticketSchema) } } },
    async (request) => ticketsOf(db, currentUser(request).id),
  );

  app.post(
    "/api/support/tickets",
    { config: member, schema: { body: createTicketSchema, response: { 201: ticketSchema } } },
    async (request, reply) =>
      reply.code(201).send(await openTicket(db, currentUser(request), request.body)),
  );

  app.post(
    "/api/support/tickets/:id/messages",
    {
      config: { access: "owner" },
      schema: { params: ticketParamsSchema, body: followUpSchema, response: { 201: ticketSchema } },
    },
    async (request, reply) => {
      const ticket = await followUpTicket(
        db,
        currentUser(request),
        request.params.id,
        request.body.content,
      );
      return reply.code(201).send(ticket);
    },
  );

  app.get(
    "/api/admin/support/tickets",
    {
      config: { access: "admin" },
      schema: {
        querystring: adminTicketQuerySchema,
        response: { 200: z.array(adminTicketSchema) },
      },
    },
    async (request) => adminTickets(db, request.query),
  );

  app.put(
    "/api/admin/support/tickets/:ticketId",
    {
      config: { access: "admin" },
      schema: {
        params: adminTicketParamsSchema,
        body: updateTicketSchema,
        response: { 200: ticketSchema },
      },
    },
    async (request) => {
      const actor = { user: currentUser(request), sessionId: request.sessionId };
      return updateTicket(context, actor, request.params.ticketId, request.body);
    },
  );
}
