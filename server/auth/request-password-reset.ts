import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { deliverLater } from "../mail/deliver.ts";
import { passwordResetMail } from "../mail/templates.ts";
import { findUserByEmail } from "../users/queries.ts";
import { issueEmailToken } from "./email-tokens.ts";

export const PASSWORD_RESET_LIFETIME_MS = 30 * 60 * 1000;

/**
 * Mails a single-use reset link when the email has an account, and does nothing visible when it
 * has not: the caller answers the same either way, and the mail leaves in the background so the
 * answer takes no longer for a real account.
 */
export async function requestPasswordReset(
  { db, config, mailer, now }: Pick<AppContext, "db" | "config" | "mailer" | "now">,
  log: FastifyBaseLogger,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const expiresAt = new Date(now() + PASSWORD_RESET_LIFETIME_MS);
  const token = await issueEmailToken(db, user.id, "reset-password", expiresAt);
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  deliverLater(mailer, log, passwordResetMail(user.email, user.firstName, link));
}
