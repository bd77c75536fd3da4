import type { ProfileUpdate } from "@contract/profile.ts";
import type { User } from "@contract/users.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import { BadRequestError } from "../http/errors.ts";
import { findOwnedObject } from "../storage/queries.ts";
import { presentUser } from "../users/presenter.ts";

/**
 * The member's own profile fields; the photo changes only through setProfilePhoto. Saving the
 * profile finishes it, so an account made by a demo sign-in may now be suggested to others.
 */
export async function updateProfile(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  me: SessionUser,
  fields: ProfileUpdate,
): Promise<User> {
  const { profileImageUrl: _photoChangesElsewhere, ...changes } = fields;
  const [row] = await db
    .update(users)
    .set({ profileComplete: true, updatedAt: new Date(), ...changes })
    .where(eq(users.id, me.id))
    .returning();
  await sessions.accountChanged(me.id);
  return presentUser(row!, me.id);
}

/** A new profile photo, which must be one of the member's own uploads. */
export async function setProfilePhoto(
  { db, sessions }: Pick<AppContext, "db" | "sessions">,
  me: SessionUser,
  imageUrl: string,
): Promise<User> {
  const photo = await findOwnedObject(db, me.id, imageUrl, "profile");
  if (!photo) throw new BadRequestError("That photo is not one of your uploads.");
  const [row] = await db
    .update(users)
    .set({ profileImageUrl: photo.path, updatedAt: new Date() })
    .where(eq(users.id, me.id))
    .returning();
  await sessions.accountChanged(me.id);
  return presentUser(row!, me.id);
}
