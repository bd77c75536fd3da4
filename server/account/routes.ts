import { messageResponseSchema, noContentSchema } from "@contract/common.ts";
import {
  accountExportSchema,
  accountSessionListSchema,
  accountSessionParamsSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePlanSchema,
  deleteAccountSchema,
} from "@contract/settings.ts";
import {
  backupCodesSchema,
  disableTwoFactorSchema,
  startTwoFactorSetupSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@contract/two-factor.ts";
import { userSchema } from "@contract/users.ts";
import { clearSessionCookie, currentUser } from "../auth/plugin.ts";
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from "../auth/two-factor.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { changeEmail, changePassword, changePlan } from "./change-account.ts";
import { closeAccount } from "./delete-account.ts";
import { endSession } from "./end-session.ts";
import { spoolMemberExport } from "./export.ts";

/**
 * Account changes that need the current password, two-factor sign-in, sessions, plan changes
 * and the data export.
 */
export async function accountRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db, config } = context;
  const member = { access: "member" } as const;
  // Each of these checks the current password: together they get one small count per member.
  const passwordChecked = { access: "member", limits: ["password-check"] } as const;

  app.put(
    "/api/account/email",
    { config: passwordChecked, schema: { body: changeEmailSchema, response: { 200: userSchema } } },
    async (request) =>
      changeEmail(context, request.log, currentUser(request), request.sessionToken!, request.body),
  );

  app.put(
    "/api/account/password",
    {
      config: passwordChecked,
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await changePassword(context, currentUser(request), request.sessionToken!, request.body);
      return { message: "Password changed." };
    },
  );

  app.delete(
    "/api/account",
    {
      config: passwordChecked,
      schema: { body: deleteAccountSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await closeAccount(context, currentUser(request), request.body.password);
      clearSessionCookie(reply, config.secureCookies);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/account/two-factor",
    { config: member, schema: { response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactorStatus(db, currentUser(request).id),
  );

  app.post(
    "/api/account/two-factor/setup",
    {
      config: passwordChecked,
      schema: { body: startTwoFactorSetupSchema, response: { 200: twoFactorSetupSchema } },
    },
    async (request) =>
      startTwoFactorSetup(context, currentUser(request), request.body.currentPassword),
  );

  app.post(
    "/api/account/two-factor",
    {
      config: member,
      schema: { body: twoFactorCodeSchema, response: { 201: backupCodesSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await enableTwoFactor(context, currentUser(request), request.body.code)),
  );

  app.delete(
    "/api/account/two-factor",
    {
      config: passwordChecked,
      schema: { body: disableTwoFactorSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await disableTwoFactor(context, currentUser(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/account/sessions",
    { config: member, schema: { response: { 200: accountSessionListSchema } } },
    async (request) => context.sessions.listOpen(currentUser(request).id, request.sessionToken!),
  );

  app.delete(
    "/api/account/sessions",
    { config: member, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await context.sessions.destroyOthers(currentUser(request).id, request.sessionToken!);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/account/sessions/:id",
    {
      // The member's own session only: another member's id answers like an unknown one.
      config: { access: "owner" },
      schema: { params: accountSessionParamsSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const { endedCurrent } = await endSession(
        context,
        currentUser(request),
        request.sessionToken!,
        request.params.id,
      );
      if (endedCurrent) clearSessionCookie(reply, config.secureCookies);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/account/export",
    { config: member, schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const body = await spoolMemberExport(db, currentUser(request).id, new Date(context.now()));
      // Sent as the file it was written to, not through the serializer: the document is the
      // declared schema's, its lists named by the schema's keys (export.ts) and checked whole by
      // the API test.
      return reply
        .header("Content-Disposition", 'attachment; filename="atelier-data.json"')
        .type("application/json; charset=utf-8")
        .send(body as never);
    },
  );

  app.put(
    "/api/account/plan",
    { config: member, schema: { body: changePlanSchema, response: { 200: userSchema } } },
    async (request) => changePlan(context, currentUser(request), request.body.plan),
  );
}
