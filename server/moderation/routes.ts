import {
  suspendMemberSchema,
  suspensionParamsSchema,
  suspensionSchema,
} from "@contract/admin-suspension.ts";
import {
  createReportSchema,
  reportedTargetSchema,
  reportSchema,
  reportTargetParamsSchema,
  resolvedReportsSchema,
  resolveReportsSchema,
} from "@contract/reports.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { fileReport, openReportsQueue, resolveReports } from "./reports.ts";
import { suspendMember, unsuspendMember } from "./suspend-member.ts";

/** Members' reports, the admins' reports queue, and suspending members. */
export async function moderationRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const admin = { access: "admin" } as const;
  const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
    user: currentUser(request),
    sessionId: request.sessionId,
  });

  app.post(
    "/api/reports",
    {
      config: { access: "member", limits: ["report"] },
      schema: { body: createReportSchema, response: { 201: reportSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await fileReport(db, currentUser(request), request.body)),
  );

  app.get(
    "/api/admin/reports",
    { config: admin, schema: { response: { 200: z.array(reportedTargetSchema) } } },
    async () => openReportsQueue(db),
  );

  app.post(
    "/api/admin/reports/:targetType/:targetId/resolve",
    {
      config: admin,
      schema: {
        params: reportTargetParamsSchema,
        body: resolveReportsSchema,
        response: { 200: resolvedReportsSchema },
      },
    },
    async (request) => resolveReports(context, actorOf(request), request.params, request.body),
  );

  app.post(
    "/api/admin/users/:id/suspend",
    {
      config: admin,
      schema: {
        params: suspensionParamsSchema,
        body: suspendMemberSchema,
        response: { 200: suspensionSchema },
      },
    },
    async (request) => suspendMember(context, actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/admin/users/:id/unsuspend",
    {
      config: admin,
      schema: { params: suspensionParamsSchema, response: { 200: suspensionSchema } },
    },
    async (request) => unsuspendMember(context, actorOf(request), request.params.id),
  );
}
