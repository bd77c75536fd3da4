import { INVALID_CREDENTIALS_MESSAGE, INVALID_EMAIL_MESSAGE } from "@contract/auth.ts";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { BadRequestError, UnauthorizedError } from "../http/errors.ts";
import { findUserByEmail, insertUser } from "../users/queries.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import type { SessionUser } from "./sessions.ts";

/**
 * The member whose email and password these are, or a 401. In demo mode (where any email and
 * password may be used to explore) an unknown email gets a new account; a known one always
 * needs its own password.
 */
export async function signInWithPassword(
  db: Database,
  config: Pick<Config, "demoMode">,
  email: string,
  password: string,
): Promise<SessionUser> {
  if (config.demoMode && !z.email().safeParse(email).success) {
    throw new BadRequestError(INVALID_EMAIL_MESSAGE);
  }
  const user = await memberWithPassword(db, config, email, password);
  if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  return user;
}

async function memberWithPassword(
  db: Database,
  config: Pick<Config, "demoMode">,
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const existing = await findUserByEmail(db, email);
  if (existing) return (await verifyPassword(existing.passwordHash, password)) ? existing : null;
  if (!config.demoMode) {
    await verifyAgainstNothing(password);
    return null;
  }
  const created = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: nameFromEmail(email),
    lastName: "",
  });
  if (created) return created;
  // A concurrent sign-in created it first: it is theirs now, so the password must match.
  const raced = await findUserByEmail(db, email);
  return raced && (await verifyPassword(raced.passwordHash, password)) ? raced : null;
}

/** "jane.doe@x.com" → "Jane": a friendly first name for an account made by demo sign-in. */
function nameFromEmail(email: string): string {
  const local = email.split("@")[0]?.split(/[._+-]/)[0] ?? "";
  return local ? local[0]!.toUpperCase() + local.slice(1, 50) : "Member";
}
