import { noContentSchema } from "@contract/common.ts";
import {
  notificationListSchema,
  notificationPageQuerySchema,
  notificationParamsSchema,
  unreadCountSchema,
} from "@contract/notifications.ts";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { sendPage } from "../http/cursor-pages.ts";
import {
  clearNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  removeNotification,
} from "./handle-notifications.ts";
import { listNotifications, unreadNotificationCount } from "./queries.ts";

const done = { 204: noContentSchema };

/** The bell: the member's stored notifications, their unread count, reading and clearing. */
export async function notificationRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;
  const owner = { access: "owner" } as const;

  app.get(
    "/api/notifications",
    {
      config: member,
      schema: {
        querystring: notificationPageQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      const page = await listNotifications(db, currentUser(request).id, request.query.cursor);
      return sendPage(reply, page);
    },
  );

  app.get(
    "/api/notifications/unread-count",
    { config: member, schema: { response: { 200: unreadCountSchema } } },
    async (request) => ({ count: await unreadNotificationCount(db, currentUser(request).id) }),
  );

  app.post(
    "/api/notifications/read",
    { config: member, schema: { response: done } },
    async (request, reply) => {
      await markAllNotificationsRead(db, currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/notifications/:id/read",
    { config: owner, schema: { params: notificationParamsSchema, response: done } },
    async (request, reply) => {
      await markNotificationRead(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/notifications/:id",
    { config: owner, schema: { params: notificationParamsSchema, response: done } },
    async (request, reply) => {
      await removeNotification(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/notifications",
    { config: member, schema: { response: done } },
    async (request, reply) => {
      await clearNotifications(db, currentUser(request));
      return reply.code(204).send(null);
    },
  );
}
