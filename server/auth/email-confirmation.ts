import { ALREADY_CONFIRMED_MESSAGE, CONFIRMATION_LINK_INVALID_MESSAGE } from "@contract/auth.ts";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import { BadRequestError, ConflictError } from "../http/errors.ts";
import { deliverLater } from "../mail/deliver.ts";
import { confirmEmailMail } from "../mail/templates.ts";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.ts";
import type { SessionUser } from "./sessions.ts";

export const CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

type MailContext = Pick<AppContext, "db" | "config" | "mailer" | "now">;

/** Mails a link that confirms the member's current address; earlier links stop working. */
export async function sendEmailConfirmation(
  { db, config, mailer, now }: MailContext,
  log: FastifyBaseLogger,
  member: Pick<SessionUser, "id" | "email" | "firstName">,
): Promise<void> {
  const expiresAt = new Date(now() + CONFIRMATION_LIFETIME_MS);
  const token = await issueEmailToken(db, member.id, "confirm-email", expiresAt);
  const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  deliverLater(mailer, log, confirmEmailMail(member.email, member.firstName, link));
}

/** A new link for a member still unconfirmed (the Resend button). */
export async function resendEmailConfirmation(
  context: MailContext,
  log: FastifyBaseLogger,
  me: SessionUser,
): Promise<void> {
  if (me.emailConfirmed) throw new ConflictError(ALREADY_CONFIRMED_MESSAGE);
  await sendEmailConfirmation(context, log, me);
}

/** Confirms the address a link was sent to; the link works once. */
export async function confirmEmail(
  { db, now, sessions }: Pick<AppContext, "db" | "now" | "sessions">,
  token: string,
): Promise<void> {
  const userId = await db.transaction(async (tx) => {
    const owner = await consumeEmailToken(tx, token, "confirm-email", new Date(now()));
    if (!owner) throw new BadRequestError(CONFIRMATION_LINK_INVALID_MESSAGE);
    await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, owner));
    return owner;
  });
  await sessions.accountChanged(userId);
}
