import {
  LOGINS_CLOSED_MESSAGE,
  REGISTRATIONS_CLOSED_MESSAGE,
  type SiteSettings,
} from "@contract/admin.ts";
import { suspendedSignInMessage } from "@contract/admin-suspension.ts";
import {
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
} from "@contract/auth.ts";
import { PASSWORD_MIN_LENGTH } from "@contract/constants.ts";
import { z } from "zod/mini";
import type { AppContext } from "../context.ts";
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
 * own password. While an admin has switched sign-ins off nobody signs in (sessions already open
 * go on), and while new accounts are off the demo makes none.
 */
export async function signInWithPassword(
  { db, config, site }: Pick<AppContext, "db" | "config" | "site">,
  email: string,
  password: string,
): Promise<SignedIn> {
  const switches = await site.read();
  if (!switches.loginsEnabled) throw new ForbiddenError(LOGINS_CLOSED_MESSAGE);
  if (config.demoMode && !z.email().safeParse(email).success) {
    throw new BadRequestError(INVALID_EMAIL_MESSAGE);
  }
  const signedIn = await memberWithPassword(db, config.demoMode && switches, email, password);
  if (!signedIn) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
  // Only after the password matched, so the refusal tells nothing to someone guessing.
  if (isSuspended(signedIn.user)) {
    throw new ForbiddenError(suspendedSignInMessage(signedIn.user.suspendedUntil));
  }
  return signedIn;
}

/** `demo` is the site's switches in demo mode, where an unknown email may make an account. */
async function memberWithPassword(
  db: Database,
  demo: SiteSettings | false,
  email: string,
  password: string,
): Promise<SignedIn | null> {
  const existing = await findUserByEmail(db, email);
  if (existing) return passwordOpens(existing, password);
  if (!demo) {
    await verifyAgainstNothing(password);
    return null;
  }
  if (!demo.registrationsEnabled) throw new ForbiddenError(REGISTRATIONS_CLOSED_MESSAGE);
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
