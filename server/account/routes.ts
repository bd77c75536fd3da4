import { EMAIL_TAKEN_MESSAGE } from "@contract/auth.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  changePlanSchema,
  deleteAccountSchema,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
} from "@contract/settings.ts";
import { and, eq, ne } from "drizzle-orm";
import { confirmCurrentPassword } from "../auth/current-password.ts";
import { hashPassword } from "../auth/passwords.ts";
import { clearSessionCookie, currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { presentUser } from "../users/presenter.ts";
import { deleteAccount } from "./delete-account.ts";
import { exportMemberData } from "./export.ts";

/** Account changes that need the current password, plan changes and the data export. */
export async function accountRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db, sessions, config } = context;
  const guarded = { config: { access: "member" as const } };

  app.put(
    "/api/account/email",
    { ...guarded, schema: { body: changeEmailSchema } },
    async (request, reply) => {
      const me = currentUser(request);
      await confirmCurrentPassword(db, me.id, request.body.currentPassword);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, request.body.email), ne(users.id, me.id)));
      if (taken) return reply.code(409).send({ message: EMAIL_TAKEN_MESSAGE });
      try {
        const [row] = await db
          .update(users)
          .set({ email: request.body.email, updatedAt: new Date() })
          .where(eq(users.id, me.id))
          .returning();
        return presentUser(row!, me.id);
      } catch (error) {
        // Someone took the address between the check and the update.
        if ((error as { cause?: { code?: string } }).cause?.code === "23505") {
          return reply.code(409).send({ message: EMAIL_TAKEN_MESSAGE });
        }
        throw error;
      }
    },
  );

  app.put(
    "/api/account/password",
    { ...guarded, schema: { body: changePasswordSchema } },
    async (request) => {
      const me = currentUser(request);
      await confirmCurrentPassword(db, me.id, request.body.currentPassword);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(request.body.newPassword), updatedAt: new Date() })
        .where(eq(users.id, me.id));
      // Anyone else signed in as this member is signed out.
      await sessions.destroyOthers(me.id, request.sessionToken!);
      return { message: "Password changed." };
    },
  );

  app.delete(
    "/api/account",
    { ...guarded, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      const me = currentUser(request);
      await confirmCurrentPassword(db, me.id, request.body.password);
      await deleteAccount(context, me.id);
      clearSessionCookie(reply, config.secureCookies);
      return reply.code(204).send();
    },
  );

  app.get("/api/account/export", guarded, async (request, reply) => {
    const me = currentUser(request);
    const data = await exportMemberData(db, me.id);
    reply.header("Content-Disposition", 'attachment; filename="atelier-data.json"');
    return data;
  });

  app.put(
    "/api/account/plan",
    { ...guarded, schema: { body: changePlanSchema } },
    async (request, reply) => {
      if (!config.demoMode)
        return reply.code(402).send({ message: PAYMENTS_NOT_CONFIGURED_MESSAGE });
      const me = currentUser(request);
      const [row] = await db
        .update(users)
        .set({ plan: request.body.plan, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      return presentUser(row!, me.id);
    },
  );
}
