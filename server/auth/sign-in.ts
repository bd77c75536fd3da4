import { suspendedSignInMessage } from "@contract/admin-suspension.ts";
import {
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
} from "@contract/auth.ts";
import { PASSWORD_MIN_LENGTH } from "@contract/constants.ts";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { BadRequestError, ForbiddenError, UnauthorizedError } from "../http/errors.ts";
import { findUserByEmail, insertUser } from "../users/queries.ts";
import { isSuspended } from "../users/suspension.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import type { SessionUser } from "./sessions.ts";

type SignedIn = { user: SessionUser; accountCreated: boolean };

/**
 * The member whose email and password these are, or a 401. In demo mode (where any email and
 * password may be used to explore) an unknown email gets a new account, with a password that
 * follows the sign-up rule and a profile still to be finished; a known email always needs its
 * own password.
 */
export async function signInWithPassword(
  db: Database,
  config: Pick<Config, "demoMode">,
  email: string,
  password: string,
): Promise<SignedIn> {
  if (config.demoMode && !z.email().safeParse(email).success) {
    throw new BadRequestError(INVALID_EMAIL_MESSAGE);
  }
  const signedIn = await memberWithPassword(db, config, email, password);
  if (!signedIn) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  // Only after the password matched, so the refusal tells nothing to someone guessing.
  if (isSuspended(signedIn.user)) {
    throw new ForbiddenError(suspendedSignInMessage(signedIn.user.suspendedUntil));
  }
  return signedIn;
}

async function memberWithPassword(
  db: Database,
  config: Pick<Config, "demoMode">,
  email: string,
  password: string,
): Promise<SignedIn | null> {
  const existing = await findUserByEmail(db, email);
  if (existing) return passwordOpens(existing, password);
  if (!config.demoMode) {
    await verifyAgainstNothing(password);
    return null;
  }
  if (password.length < PASSWORD_MIN_LENGTH) throw new BadRequestError(PASSWORD_LENGTH_MESSAGE);
  // The demo promises that any email and password opens an account to explore, so a demo
  // password is not weighed for strength; the account stays the typist's alone all the same.
  const created = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: nameFromEmail(email),
    lastName: "",
    profileComplete: false,
  });
  if (created) return { user: created, accountCreated: true };
  // A concurrent sign-in created it first: it is theirs now, so the password must match.
  const raced = await findUserByEmail(db, email);
  return raced && passwordOpens(raced, password);
}

async function passwordOpens(
  member: SessionUser & { passwordHash: string },
  password: string,
): Promise<SignedIn | null> {
  return (await verifyPassword(member.passwordHash, password))
    ? { user: member, accountCreated: false }
    : null;
}

/** "jane.doe@x.com" → "Jane": a friendly first name for an account made by demo sign-in. */
function nameFromEmail(email: string): string {
  const local = email.split("@")[0]?.split(/[._+-]/)[0] ?? "";
  return local ? local[0]!.toUpperCase() + local.slice(1, 50) : "Member";
}
