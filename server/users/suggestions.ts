import type { UserSummary } from "@contract/users.ts";
import { and, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { follows, users } from "../db/schema/index.ts";
import { userSummaryColumns } from "./presenter.ts";
import { noBlockBetween } from "./privacy.ts";
import { notSuspended } from "./suspension.ts";

const SUGGESTION_LIMIT = 10;
/**
 * The friends-of-friends walk is bounded, so its cost does not grow with the community or with
 * how many people someone follows: the people you followed most recently, and a fixed number
 * of the people each of them follows.
 */
const WALK_FROM = 200;
const WALK_EACH = 50;
/** The most shared of the walk's finds are then read whole and ranked. */
const WALK_KEEP = 100;

type Me = { id: string; profession: string | null; location: string | null };

/**
 * People to follow: first those followed by the people you follow (most shared first),
 * then members of your profession and city, of your profession, of your city, then the newest
 * members; never yourself, anyone you already follow, or an account whose owner has not yet
 * said who they are (made by a demo sign-in). Each step reads an index and stops at the limit.
 */
export async function suggestedMembers(db: Database, me: Me): Promise<UserSummary[]> {
  const found = await friendsOfFriends(db, me);
  const steps: (SQL | undefined)[] = [
    me.profession && me.location
      ? and(eq(users.profession, me.profession), eq(users.location, me.location))
      : undefined,
    me.profession ? eq(users.profession, me.profession) : undefined,
    me.location ? eq(users.location, me.location) : undefined,
    sql`true`,
  ];
  for (const step of steps) {
    if (found.length >= SUGGESTION_LIMIT) break;
    if (!step) continue;
    const more = await db
      .select(userSummaryColumns(users))
      .from(users)
      .where(
        and(
          step,
          candidateFor(me),
          found.length
            ? notInArray(
                users.id,
                found.map((member) => member.id),
              )
            : undefined,
        ),
      )
      .orderBy(desc(users.createdAt))
      .limit(SUGGESTION_LIMIT - found.length);
    found.push(...more);
  }
  return found;
}

function candidateFor(me: Me): SQL {
  return and(
    sql`${users.id} <> ${me.id}`,
    eq(users.profileComplete, true),
    notSuspended(),
    sql`${users.id} not in (${followedBy(me)})`,
    noBlockBetween(me.id, users.id),
  )!;
}

function followedBy(me: Me): SQL {
  return sql`select ${follows.followingId} from ${follows} where ${follows.followerId} = ${me.id}`;
}

/** Members followed by the people I follow, most shared first. */
async function friendsOfFriends(db: Database, me: Me): Promise<UserSummary[]> {
  const walk = sql`(
    select theirs.following_id as id, count(*)::int as shared
    from (
      select ${follows.followingId} as id from ${follows}
      where ${follows.followerId} = ${me.id}
      order by ${follows.createdAt} desc limit ${WALK_FROM}
    ) as mine
    cross join lateral (
      select ${follows.followingId} as following_id from ${follows}
      where ${follows.followerId} = mine.id limit ${WALK_EACH}
    ) as theirs
    where theirs.following_id <> ${me.id} and theirs.following_id not in (${followedBy(me)})
    group by theirs.following_id
    order by shared desc
    limit ${WALK_KEEP}
  ) as walk`;
  // A member with no profession or city matches nobody on it. The comparison stays a column
  // expression either way: PostgreSQL refuses a bare constant in ORDER BY.
  const sameProfession = sql`coalesce(${users.profession} = ${me.profession}, false)`;
  const sameCity = sql`coalesce(${users.location} = ${me.location}, false)`;
  return db
    .select(userSummaryColumns(users))
    .from(users)
    .innerJoin(walk, sql`walk.id = ${users.id}`)
    .where(candidateFor(me))
    .orderBy(
      sql`walk.shared desc`,
      desc(sameProfession),
      desc(sameCity),
      desc(users.createdAt),
      users.id,
    )
    .limit(SUGGESTION_LIMIT);
}
