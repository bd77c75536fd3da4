import { createHash, timingSafeEqual } from "node:crypto";
import {
  ADMIN_NOT_CONFIGURED_MESSAGE,
  ADMIN_NOT_LISTED_MESSAGE,
  ADMIN_UNLOCK_HOURS,
  type AdminStatus,
  INVALID_ADMIN_PASSWORD_MESSAGE,
} from "@contract/admin.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { sessions } from "../db/schema/index.ts";
import { ForbiddenError, UnauthorizedError } from "../http/errors.ts";
import { type AdminActor, recordAdminAction } from "./audit-log.ts";

const UNLOCK_MS = ADMIN_UNLOCK_HOURS * 60 * 60 * 1000;

/** Whether this session has the panel open, and whether the server has a password to open it. */
export function adminStatus(
  { config, now }: Pick<AppContext, "config" | "now">,
  unlockedUntil: Date | null,
): AdminStatus {
  const open = unlockedUntil !== null && unlockedUntil.getTime() > now();
  return {
    unlocked: open,
    unlockedUntil: open ? unlockedUntil.toISOString() : null,
    configured: Boolean(config.admin.password),
  };
}

/**
 * Opens the admin panel for the caller's own session (never their other sessions) for twelve
 * hours. A member outside ADMIN_EMAILS, when it is set, is refused before the password is even
 * compared, so a leaked password alone opens nothing and such a member cannot test guesses.
 */
export async function unlockAdmin(
  context: Pick<AppContext, "db" | "config" | "now" | "sessions">,
  actor: AdminActor & { sessionId: string },
  password: string,
): Promise<AdminStatus> {
  const { password: expected, emails } = context.config.admin;
  if (!expected) throw new ForbiddenError(ADMIN_NOT_CONFIGURED_MESSAGE);
  if (emails.length > 0 && !emails.includes(actor.user.email.toLowerCase())) {
    throw new ForbiddenError(ADMIN_NOT_LISTED_MESSAGE);
  }
  if (!samePassword(password, expected)) {
    throw new UnauthorizedError(INVALID_ADMIN_PASSWORD_MESSAGE);
  }
  const until = new Date(context.now() + UNLOCK_MS);
  await context.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ adminUnlockedUntil: until })
      .where(eq(sessions.id, actor.sessionId));
    await recordAdminAction(tx, actor, { action: "unlock", targetIds: [actor.sessionId] });
  });
  await context.sessions.accountChanged(actor.user.id);
  return adminStatus(context, until);
}

/** Compares digests of equal length, so the time taken says nothing about the password. */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
