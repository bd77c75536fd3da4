import { EMAIL_TAKEN_MESSAGE, type SignUpInput } from "@contract/auth.ts";
import { SIGN_UP_PROFESSION_LABELS } from "@contract/constants.ts";
import type { Database } from "../db/client.ts";
import { ConflictError } from "../http/errors.ts";
import { insertUser } from "../users/queries.ts";
import { hashChosenPassword } from "./passwords.ts";
import type { SessionUser } from "./sessions.ts";

/**
 * A new member from the sign-up form. "Other" is stored as no profession, so the member's badge
 * falls back to 'Creative'; an email already in use, whatever its case, is a conflict.
 */
export async function registerMember(db: Database, form: SignUpInput): Promise<SessionUser> {
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
  });
  if (!user) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  return user;
}
