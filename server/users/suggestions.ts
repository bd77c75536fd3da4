import type { UserSummary } from "@contract/users.ts";
import { and, desc, eq, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { follows, users } from "../db/schema/index.ts";
import { userSummaryColumns } from "./presenter.ts";

const SUGGESTION_LIMIT = 10;

/**
 * People to follow: first those followed by the people you follow (most shared first),
 * then members of your profession or city, then the newest members; never yourself
 * or anyone you already follow.
 */
export async function suggestedMembers(
  db: Database,
  me: { id: string; profession: string | null; location: string | null },
): Promise<UserSummary[]> {
  const alreadyFollowing = db
    .select({ id: follows.followingId })
    .from(follows)
    .where(eq(follows.followerId, me.id));
  const mutual = sql<number>`(
    select count(*)::int from ${follows} as theirs
    join ${follows} as mine on mine.following_id = theirs.follower_id and mine.follower_id = ${me.id}
    where theirs.following_id = ${users.id}
  )`;
  // A member with no profession or city matches nobody on it. The comparison stays a column
  // expression either way: PostgreSQL refuses a bare constant in ORDER BY.
  const sameProfession = sql<boolean>`coalesce(${users.profession} = ${me.profession}, false)`;
  const sameCity = sql<boolean>`coalesce(${users.location} = ${me.location}, false)`;
  // Accounts whose owner has not yet said who they are (made by a demo sign-in) wait.
  const candidates = and(
    sql`${users.id} <> ${me.id}`,
    eq(users.profileComplete, true),
    notInArray(users.id, alreadyFollowing),
  );

  const ranked = await db
    .select({ ...userSummaryColumns(users), mutual })
    .from(users)
    .where(
      and(
        candidates,
        or(
          sameProfession,
          sameCity,
          sql`${users.id} in (
            select f.following_id from ${follows} as f
            join ${follows} as mine on mine.following_id = f.follower_id and mine.follower_id = ${me.id}
          )`,
        ),
      ),
    )
    .orderBy(desc(mutual), desc(sameProfession), desc(sameCity), desc(users.createdAt))
    .limit(SUGGESTION_LIMIT);
  const found = ranked.map(({ mutual: _mutual, ...summary }) => summary);
  if (found.length >= SUGGESTION_LIMIT) return found;

  const newest = await db
    .select(userSummaryColumns(users))
    .from(users)
    .where(
      and(
        candidates,
        found.length
          ? notInArray(
              users.id,
              found.map((u) => u.id),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(SUGGESTION_LIMIT - found.length);
  return [...found, ...newest];
}
