import { type SQL, sql } from "drizzle-orm";
import { follows, users } from "../db/schema/index.ts";

/**
 * Whose posts the viewer may see: public members, themselves, and members whose
 * visibility is 'followers' when the viewer follows them. Use with `users` joined.
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
