import {
  adminPageQuerySchema,
  adminPostListSchema,
  adminStatusSchema,
  adminUnlockSchema,
  adminUserListSchema,
  auditLogSchema,
  botMessageListSchema,
  deletedSchema,
  deletePostsSchema,
  deleteUsersSchema,
  generateContentSchema,
  generatedContentSchema,
  saveSiteSettingsSchema,
  siteSettingsSchema,
  siteStatusSchema,
} from "@contract/admin.ts";
import { noContentSchema } from "@contract/common.ts";
import type { FastifyRequest } from "fastify";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { sendPage } from "../http/cursor-pages.ts";
import { type AdminActor, listAuditLog } from "./audit-log.ts";
import { clearBotMessages, generateBotMessages, listBotMessages } from "./bot-messages.ts";
import { assistantGenerator } from "./generate-content.ts";
import { deleteMembersAsAdmin, listMembers } from "./members.ts";
import { deletePostsAsAdmin, listPostsForAdmin } from "./posts.ts";
import { saveSiteSettings } from "./site-settings.ts";
import { siteStatus } from "./site-status.ts";
import { adminStatus, unlockAdmin } from "./unlock.ts";

/** Who is acting: the member and the session that unlocked the panel. */
function adminActor(request: FastifyRequest): AdminActor & { sessionId: string } {
  const sessionId = request.sessionId;
  if (!sessionId) throw new Error("an admin route reached without a session");
  return { user: currentUser(request), sessionId };
}

/**
 * The admin panel's API. Everything but unlocking and asking whether this session is unlocked
 * is declared `admin`: the access hook refuses any session that has not unlocked the panel in
 * the last twelve hours. The switches are read by everyone (the web app closes its pages and
 * shows the site message from them).
 */
export async function adminRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const admin = { access: "admin" } as const;

  app.get(
    "/api/site",
    { config: { access: "public" }, schema: { response: { 200: siteSettingsSchema } } },
    async () => context.site.read(),
  );

  app.get(
    "/api/admin/status",
    { config: { access: "member" }, schema: { response: { 200: adminStatusSchema } } },
    async (request) => adminStatus(context, request.adminUnlockedUntil),
  );

  app.post(
    "/api/admin/authenticate",
    {
      config: { access: "member", limits: ["admin-unlock"] },
      schema: { body: adminUnlockSchema, response: { 200: adminStatusSchema } },
    },
    async (request) => unlockAdmin(context, adminActor(request), request.body.password),
  );

  app.get(
    "/api/admin/settings",
    { config: admin, schema: { response: { 200: siteSettingsSchema } } },
    async () => context.site.read(),
  );

  app.post(
    "/api/admin/settings",
    {
      config: admin,
      schema: { body: saveSiteSettingsSchema, response: { 200: siteSettingsSchema } },
    },
    async (request) => saveSiteSettings(context, adminActor(request), request.body),
  );

  app.get(
    "/api/admin/stats",
    { config: admin, schema: { response: { 200: siteStatusSchema } } },
    async () => siteStatus(context),
  );

  app.get(
    "/api/admin/users",
    {
      config: admin,
      schema: { querystring: adminPageQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request, reply) =>
      sendPage(reply, await listMembers(db, request.query.q, request.query.cursor)),
  );

  app.delete(
    "/api/admin/users",
    { config: admin, schema: { body: deleteUsersSchema, response: { 200: deletedSchema } } },
    async (request) => deleteMembersAsAdmin(context, adminActor(request), request.body.userIds),
  );

  app.get(
    "/api/admin/posts",
    {
      config: admin,
      schema: { querystring: adminPageQuerySchema, response: { 200: adminPostListSchema } },
    },
    async (request, reply) => sendPage(reply, await listPostsForAdmin(db, request.query.cursor)),
  );

  app.delete(
    "/api/admin/posts",
    { config: admin, schema: { body: deletePostsSchema, response: { 200: deletedSchema } } },
    async (request) => deletePostsAsAdmin(context, adminActor(request), request.body.postIds),
  );

  app.get(
    "/api/admin/bot-messages",
    { config: admin, schema: { response: { 200: botMessageListSchema } } },
    async () => listBotMessages(db),
  );

  app.delete(
    "/api/admin/bot-messages",
    { config: admin, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await clearBotMessages(db, adminActor(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/admin/generate-content",
    {
      config: admin,
      schema: { body: generateContentSchema, response: { 201: generatedContentSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await generateBotMessages(
            db,
            assistantGenerator(context.config.ai),
            adminActor(request),
            request.body,
          ),
        ),
  );

  app.get(
    "/api/admin/audit-log",
    {
      config: admin,
      schema: { querystring: adminPageQuerySchema, response: { 200: auditLogSchema } },
    },
    async (request, reply) => sendPage(reply, await listAuditLog(db, request.query.cursor)),
  );
}
