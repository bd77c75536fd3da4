import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { follows, users } from "../db/schema/index.ts";

/**
 * Whose content (posts, portfolio, calendar) the viewer may see: public members,
 * themselves, and 'followers'-only members the viewer follows. Use with `users` in scope.
 */
export function authorVisibleTo(viewerId: string): SQL {
  return sql`(
    ${users.privacySettings}->>'profileVisibility' = 'public'
    or ${users.id} = ${viewerId}
    or (${users.privacySettings}->>'profileVisibility' = 'followers' and exists (
      select 1 from ${follows}
      where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${users.id}
    ))
  )`;
}

/** Whether a member exists and, if so, whether the viewer may see their content. */
export async function memberContentAccess(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<"visible" | "hidden" | "missing"> {
  const [row] = await db
    .select({ visible: sql<boolean>`${authorVisibleTo(viewerId)}` })
    .from(users)
    .where(eq(users.id, memberId));
  if (!row) return "missing";
  return row.visible ? "visible" : "hidden";
}

/** Route params naming a member, for /api/users/{id}/… paths. */
export const memberParams = z.object({ id: z.uuid("User not found") });

/**
 * Answers 404 for a missing member and 403 for content the viewer may not see; true when it
 * did, so the route stops there.
 */
export async function replyIfContentHidden(
  db: Database,
  viewerId: string,
  memberId: string,
  reply: FastifyReply,
): Promise<boolean> {
  const access = await memberContentAccess(db, viewerId, memberId);
  if (access === "missing") reply.code(404).send({ message: "User not found" });
  else if (access === "hidden") reply.code(403).send({ message: "This profile is private." });
  return access !== "visible";
}
