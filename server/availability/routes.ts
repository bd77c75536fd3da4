import { availabilityEventSchema, saveAvailabilitySchema } from "@contract/availability.ts";
import { noContentSchema } from "@contract/common.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { memberParams } from "../users/privacy.ts";
import { calendarFor } from "./queries.ts";
import {
  addAvailabilityEvent,
  deleteAvailabilityEvent,
  EVENT_NOT_FOUND_MESSAGE,
  updateAvailabilityEvent,
} from "./save-event.ts";

const eventParams = z.object({ id: z.uuid(EVENT_NOT_FOUND_MESSAGE) });

export async function availabilityRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.get(
    "/api/users/:id/availability",
    {
      config: { access: "member" },
      schema: { params: memberParams, response: { 200: z.array(availabilityEventSchema) } },
    },
    async (request) => calendarFor(db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/availability",
    {
      config: { access: "member" },
      schema: { body: saveAvailabilitySchema, response: { 201: availabilityEventSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addAvailabilityEvent(context, currentUser(request), request.body)),
  );

  app.put(
    "/api/availability/:id",
    {
      config: { access: "owner" },
      schema: {
        params: eventParams,
        body: saveAvailabilitySchema,
        response: { 200: availabilityEventSchema },
      },
    },
    async (request) =>
      updateAvailabilityEvent(context, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/availability/:id",
    {
      config: { access: "owner" },
      schema: { params: eventParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await deleteAvailabilityEvent(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
