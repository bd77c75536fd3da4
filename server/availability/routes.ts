import { saveAvailabilitySchema } from "@contract/availability.ts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { availabilityEvents } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { assertContentVisible, memberParams } from "../users/privacy.ts";
import { notifyNewInvitees } from "./notify-invitees.ts";
import { existingInvitees, findEvent, listCalendar, presentEvent } from "./queries.ts";

const eventParams = z.object({ id: z.uuid("Event not found.") });
const NOT_FOUND = { message: "Event not found." };
const NOT_YOURS = { message: "You can only change your own calendar." };

export async function availabilityRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const guarded = { config: { access: "member" as const } };

  app.get(
    "/api/users/:id/availability",
    { ...guarded, schema: { params: memberParams } },
    async (request) => {
      const viewer = currentUser(request);
      await assertContentVisible(db, viewer.id, request.params.id);
      // Invitations show on the invited member's own calendar only.
      return listCalendar(db, request.params.id, request.params.id === viewer.id);
    },
  );

  app.post(
    "/api/availability",
    { ...guarded, schema: { body: saveAvailabilitySchema } },
    async (request, reply) => {
      const me = currentUser(request);
      const invitees = await existingInvitees(db, me.id, request.body.invitedUsers);
      if (invitees.unknown.length > 0) {
        return reply.code(400).send({ message: "Some invited members do not exist." });
      }
      const [row] = await db
        .insert(availabilityEvents)
        .values({ ...request.body, userId: me.id, invitedUsers: invitees.valid })
        .returning();
      await notifyNewInvitees(context, me, row!, [], row!.invitedUsers);
      return reply.code(201).send(presentEvent(row!));
    },
  );

  app.put(
    "/api/availability/:id",
    { ...guarded, schema: { params: eventParams, body: saveAvailabilitySchema } },
    async (request, reply) => {
      const me = currentUser(request);
      const event = await findEvent(db, request.params.id);
      if (!event) return reply.code(404).send(NOT_FOUND);
      if (event.userId !== me.id) return reply.code(403).send(NOT_YOURS);
      const invitees = await existingInvitees(db, me.id, request.body.invitedUsers);
      if (invitees.unknown.length > 0) {
        return reply.code(400).send({ message: "Some invited members do not exist." });
      }
      const [row] = await db
        .update(availabilityEvents)
        .set({ ...request.body, invitedUsers: invitees.valid })
        .where(eq(availabilityEvents.id, event.id))
        .returning();
      await notifyNewInvitees(context, me, row!, event.invitedUsers, row!.invitedUsers);
      return presentEvent(row!);
    },
  );

  app.delete(
    "/api/availability/:id",
    { ...guarded, schema: { params: eventParams } },
    async (request, reply) => {
      const event = await findEvent(db, request.params.id);
      if (!event) return reply.code(404).send(NOT_FOUND);
      if (event.userId !== currentUser(request).id) return reply.code(403).send(NOT_YOURS);
      await db.delete(availabilityEvents).where(eq(availabilityEvents.id, event.id));
      return reply.code(204).send();
    },
  );
}
