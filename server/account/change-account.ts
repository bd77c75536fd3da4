import { EMAIL_TAKEN_MESSAGE } from "@contract/auth.ts";
import type { PLANS } from "@contract/constants.ts";
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from "@contract/settings.ts";
import type { User } from "@contract/users.ts";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { confirmCurrentPassword } from "../auth/current-password.ts";
import { sendEmailConfirmation } from "../auth/email-confirmation.ts";
import type { SessionStore, SessionUser } from "../auth/sessions.ts";
import { setPassword } from "../auth/set-password.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { ConflictError, PaymentRequiredError } from "../http/errors.ts";
import { deliverLater } from "../mail/deliver.ts";
import { emailChangedMail } from "../mail/templates.ts";
import { presentUser } from "../users/presenter.ts";

const UNIQUE_VIOLATION = "23505";

/**
 * A new sign-in email, after the current password; an address someone else has is a conflict.
 * Like a new password, it signs out everyone else signed in as this member: whoever changed
 * it may be taking the account over from someone who still holds a session, and the old
 * address is told, so a member whose account was taken hears of it where they still can.
 * Outside demo mode the new address must be confirmed, as a new account's is.
 */
export async function changeEmail(
  context: Pick<AppContext, "db" | "sessions" | "mailer" | "config" | "now">,
  log: FastifyBaseLogger,
  me: SessionUser,
  keepSessionToken: string,
  input: { email: string; currentPassword: string },
): Promise<User> {
  const { db, sessions, mailer, config } = context;
  await confirmCurrentPassword(db, me.id, input.currentPassword);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, me.id)));
  if (taken) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  try {
    const [row] = await db
      .update(users)
      .set({
        email: input.email,
        emailConfirmed: config.demoMode || (me.emailConfirmed && me.email === input.email),
        updatedAt: new Date(),
      })
      .where(eq(users.id, me.id))
      .returning();
    await sessions.accountChanged(me.id);
    await sessions.destroyOthers(me.id, keepSessionToken);
    if (me.email !== input.email) {
      deliverLater(mailer, log, emailChangedMail(me.email, me.firstName, input.email));
    }
    if (!row!.emailConfirmed) await sendEmailConfirmation(context, log, row!);
    return presentUser(row!, me.id);
  } catch (error) {
    // Someone took the address between the check and the update.
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
}

/** A new password, after the current one; everyone else signed in as this member is signed out. */
export async function changePassword(
  { db, sessions }: { db: Database; sessions: SessionStore },
  me: SessionUser,
  keepSessionToken: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await confirmCurrentPassword(db, me.id, input.currentPassword);
  await setPassword(db, me.id, input.newPassword);
  await sessions.destroyOthers(me.id, keepSessionToken);
}

/** A plan switch: immediate in demo mode; otherwise payments would decide, and none are set up. */
export async function changePlan(
  { db, sessions, config }: Pick<AppContext, "db" | "sessions" | "config">,
  me: SessionUser,
  plan: (typeof PLANS)[number],
): Promise<User> {
  if (!config.demoMode) throw new PaymentRequiredError(PAYMENTS_NOT_CONFIGURED_MESSAGE);
  const [row] = await db
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(eq(users.id, me.id))
    .returning();
  await sessions.accountChanged(me.id);
  return presentUser(row!, me.id);
}
