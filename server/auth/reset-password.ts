import { RESET_LINK_INVALID_MESSAGE } from "@contract/auth.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { sessions } from "../db/schema/index.ts";
import { BadRequestError } from "../http/errors.ts";
import { consumeEmailToken } from "./email-tokens.ts";
import { setPassword } from "./set-password.ts";

/**
 * A new password from an emailed link: the link is used up, and every session of the member
 * ends (live sockets included, once committed), since whoever asked for the reset may be taking
 * the account back from someone in it.
 */
export async function resetPassword(
  { db, now, sessions: sessionStore }: Pick<AppContext, "db" | "now" | "sessions">,
  input: { token: string; password: string },
): Promise<void> {
  const userId = await db.transaction(async (tx) => {
    const owner = await consumeEmailToken(tx, input.token, "reset-password", new Date(now()));
    if (!owner) throw new BadRequestError(RESET_LINK_INVALID_MESSAGE);
    await setPassword(tx, owner, input.password);
    await tx.delete(sessions).where(eq(sessions.userId, owner));
    return owner;
  });
  await sessionStore.allEnded(userId);
}
