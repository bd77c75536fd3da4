import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { follows, users } from "../db/schema/index.ts";
import { ForbiddenError, NotFoundError } from "../http/errors.ts";
import { notSuspended } from "./suspension.ts";

/** The member is themselves, or not suspended: who is there at all for the viewer. */
export function presentTo(viewerId: string): SQL {
  return sql`(${users.id} = ${viewerId} or ${notSuspended()})`;
}

/**
 * Whose content (posts, portfolio, calendar) the viewer may see: themselves, and others who
 * are not suspended and are public, or 'followers'-only and followed by the viewer. Use with
 * `users` in scope.
 */
export function authorVisibleTo(viewerId: string): SQL {
  return sql`(
    ${users.id} = ${viewerId}
    or (${notSuspended()} and (
      ${users.privacySettings}->>'profileVisibility' = 'public'
      or (${users.privacySettings}->>'profileVisibility' = 'followers' and exists (
        select 1 from ${follows}
        where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${users.id}
      ))
    ))
  )`;
}

/**
 * Whether a member exists and, if so, whether the viewer may see their content. A suspended
 * member is missing to everyone else.
 */
export async function memberContentAccess(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<"visible" | "hidden" | "missing"> {
  const [row] = await db
    .select({ visible: sql<boolean>`${authorVisibleTo(viewerId)}` })
    .from(users)
    .where(and(eq(users.id, memberId), presentTo(viewerId)));
  if (!row) return "missing";
  return row.visible ? "visible" : "hidden";
}

export const MEMBER_NOT_FOUND_MESSAGE = "User not found";
export const PRIVATE_PROFILE_MESSAGE = "This profile is private.";

/**
 * Passes when the viewer may see the member's content (posts, portfolio, calendar); a missing
 * member is 404 and hidden content 403.
 */
export async function assertContentVisible(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<void> {
  const access = await memberContentAccess(db, viewerId, memberId);
  if (access === "missing") throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE);
  if (access === "hidden") throw new ForbiddenError(PRIVATE_PROFILE_MESSAGE);
}

/** Route params naming a member, for /api/users/{id}/… paths. */
export const memberParams = z.object({ id: z.uuid(MEMBER_NOT_FOUND_MESSAGE) });
