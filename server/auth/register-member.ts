import { REGISTRATIONS_CLOSED_MESSAGE } from "@contract/admin.ts";
import { EMAIL_TAKEN_MESSAGE, type SignUpInput } from "@contract/auth.ts";
import { SIGN_UP_PROFESSION_LABELS } from "@contract/constants.ts";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { ConflictError, ForbiddenError } from "../http/errors.ts";
import { insertUser } from "../users/queries.ts";
import { sendEmailConfirmation } from "./email-confirmation.ts";
import { hashChosenPassword } from "./passwords.ts";
import type { SessionUser } from "./sessions.ts";

/**
 * A new member from the sign-up form. "Other" is stored as no profession, so the member's badge
 * falls back to 'Creative'; an email already in use, whatever its case, is a conflict. Outside
 * demo mode the account starts unconfirmed and a confirmation link is mailed. While an admin has
 * switched new accounts off, none is made.
 */
export async function registerMember(
  context: Pick<AppContext, "db" | "config" | "mailer" | "now" | "site">,
  log: FastifyBaseLogger,
  form: SignUpInput,
): Promise<SessionUser> {
  const { db, config } = context;
  if (!(await context.site.read()).registrationsEnabled) {
    throw new ForbiddenError(REGISTRATIONS_CLOSED_MESSAGE);
  }
  const user = await insertUser(db, {
    email: form.email,
    passwordHash: await hashChosenPassword(form.password, [
      form.email,
      form.firstName,
      form.lastName,
    ]),
    firstName: form.firstName,
    lastName: form.lastName,
    profession: form.profession === "other" ? null : SIGN_UP_PROFESSION_LABELS[form.profession],
    location: form.location || null,
    bio: form.bio || null,
    emailConfirmed: config.demoMode,
    accountType: form.accountType,
    companyName: form.accountType === "business" ? form.companyName : null,
  });
  if (!user) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  if (!user.emailConfirmed) await sendEmailConfirmation(context, log, user);
  return user;
}
