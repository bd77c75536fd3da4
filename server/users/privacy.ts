import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod/mini";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { blocks, follows, users } from "../db/schema/index.ts";
import { ForbiddenError, NotFoundError } from "../http/errors.ts";
import { notSuspended } from "./suspension.ts";

/**
 * Neither member has blocked the other: a block hides each from the other, whoever made it.
 * Two primary-key lookups, so it costs little on every row it filters.
 */
export function noBlockBetween(
  viewerId: string | Placeholder | SQL,
  memberId: SQL | AnyPgColumn,
): SQL {
  return sql`not exists (
    select 1 from ${blocks}
    where (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId})
      or (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
  )`;
}

/** The member is themselves, or not suspended: who is there at all for the viewer. */
export function presentTo(viewerId: string | Placeholder): SQL {
  return sql`(${users.id} = ${viewerId} or ${notSuspended()})`;
}

/**
 * Whose content (posts, portfolio, calendar) the viewer may see: themselves, and others who
 * are not suspended, not on either side of a block with the viewer, and are public, or
 * 'followers'-only and followed by the viewer. Use with `users` in scope.
 */
export function authorVisibleTo(viewerId: string | Placeholder): SQL {
  return sql`(
    ${users.id} = ${viewerId}
    or (${notSuspended()} and ${noBlockBetween(viewerId, users.id)} and (
      ${users.privacySettings}->>'profileVisibility' = 'public'
      or (${users.privacySettings}->>'profileVisibility' = 'followers' and exists (
        select 1 from ${follows}
        where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${users.id}
      ))
    ))
  )`;
}

/** Whether either member has blocked the other. */
export async function blockedEitherWay(db: Database, memberA: string, memberB: string) {
  const [row] = await db
    .select({ blocked: sql<boolean>`not ${noBlockBetween(memberA, sql`${memberB}::uuid`)}` })
    .from(sql`(select 1) as one`);
  return row?.blocked ?? false;
}

/** That one member (a column, or an id) has blocked another. */
export function blockExists(
  blockerId: AnyPgColumn | string | Placeholder,
  blockedId: AnyPgColumn | string | Placeholder,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId})`;
}

/** memberContentAccess's read: asked before every page of a member's posts, so built once. */
function contentAccessStatement(db: Database) {
  return namedStatement(db, "member_content_access", (name) => {
    const viewerId = sql.placeholder("viewerId");
    return db
      .select({
        visible: sql<boolean>`${authorVisibleTo(viewerId)}`,
        blockedViewer: blockExists(users.id, viewerId),
      })
      .from(users)
      .where(and(eq(users.id, sql.placeholder("memberId")), presentTo(viewerId)))
      .prepare(name);
  });
}

/**
 * Whether a member exists and, if so, whether the viewer may see their content. A suspended
 * member is missing to everyone else, and a member who blocked the viewer is missing to the
 * viewer: they are never told of the block.
 */
export async function memberContentAccess(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<"visible" | "hidden" | "missing"> {
  const [row] = await contentAccessStatement(db).execute({ viewerId, memberId });
  if (!row || row.blockedViewer) return "missing";
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
