import type { UserSummary } from "@contract/users.ts";
import { and, desc, eq, gt, notInArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { limitInText, namedStatement } from "../db/named-statements.ts";
import { follows, followWalks, users } from "../db/schema/index.ts";
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
/** The most shared of the walk's finds are read whole and ranked. */
const WALK_RANKED = 100;
/** The best of those are kept: enough to fill the list though some are blocked or suspended since. */
const WALK_KEPT = 30;
/**
 * How long a walk's finds are used before walking again: the follows of the people someone
 * follows change slowly, and a walk costs several times what reading its finds does.
 */
const WALK_KEPT_MINUTES = 10;

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
          candidateFor(me.id),
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

function candidateFor(meId: string | Placeholder): SQL {
  return and(
    sql`${users.id} <> ${meId}`,
    eq(users.profileComplete, true),
    notSuspended(),
    sql`not exists (${followedBy(meId, users.id)})`,
    noBlockBetween(meId, users.id),
  )!;
}

function followedBy(followerId: string | Placeholder, memberId: SQL | AnyPgColumn): SQL {
  return sql`select 1 from ${follows} where ${follows.followerId} = ${followerId} and ${follows.followingId} = ${memberId}`;
}

/**
 * Members followed by the people I follow, most shared first, as my kept walk found them
 * (see `followWalks`), each still someone I may be suggested. The walk reads thousands of
 * follows, so it is taken again only when the kept one is missing (my own follow or unfollow
 * deletes it) or ten minutes old; the other steps fill a list it leaves short.
 */
async function friendsOfFriends(db: Database, me: Me): Promise<UserSummary[]> {
  const found = await keptWalk(db, me);
  if (found.length >= SUGGESTION_LIMIT || (await walkIsFresh(db, me.id))) return found;
  await walkFollows(db, me);
  return keptWalk(db, me);
}

const freshWalk = (memberId: string | Placeholder) =>
  and(
    eq(followWalks.memberId, memberId),
    gt(followWalks.walkedAt, sql`now() - ${WALK_KEPT_MINUTES} * interval '1 minute'`),
  );

/** The kept walk's finds I may still be suggested, in their order, through one named statement. */
async function keptWalk(db: Database, me: Me): Promise<UserSummary[]> {
  const statement = namedStatement(db, "kept_walk", (name) => {
    const meId = sql.placeholder("meId");
    // Cast, the list reads as one value: `any` of a bare subquery would compare with each row.
    const kept = sql`(select ${followWalks.foundIds} from ${followWalks} where ${freshWalk(meId)})::uuid[]`;
    return db
      .select(userSummaryColumns(users))
      .from(users)
      .where(and(sql`${users.id} = any (${kept})`, candidateFor(meId)))
      .orderBy(sql`array_position(${kept}, ${users.id})`)
      .limit(limitInText(SUGGESTION_LIMIT))
      .prepare(name);
  });
  return statement.execute({ meId: me.id });
}

async function walkIsFresh(db: Database, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ memberId: followWalks.memberId })
    .from(followWalks)
    .where(freshWalk(memberId));
  return row !== undefined;
}

/**
 * Walks from the people I followed most recently to some of the people each follows, ranks
 * the most shared of the finds (then by my profession and city, then newest) and keeps the best.
 */
async function walkFollows(db: Database, me: Me): Promise<void> {
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
    where theirs.following_id <> ${me.id}
      and not exists (${followedBy(me.id, sql`theirs.following_id`)})
    group by theirs.following_id
    order by shared desc
    limit ${WALK_RANKED}
  ) as walk`;
  // A member with no profession or city matches nobody on it. The comparison stays a column
  // expression either way: PostgreSQL refuses a bare constant in ORDER BY.
  const sameProfession = sql`coalesce(${users.profession} = ${me.profession}, false)`;
  const sameCity = sql`coalesce(${users.location} = ${me.location}, false)`;
  const best = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(walk, sql`walk.id = ${users.id}`)
    .where(candidateFor(me.id))
    .orderBy(
      sql`walk.shared desc`,
      desc(sameProfession),
      desc(sameCity),
      desc(users.createdAt),
      users.id,
    )
    .limit(WALK_KEPT);
  await db
    .insert(followWalks)
    .values({ memberId: me.id, foundIds: sql`array(${best})`, walkedAt: sql`now()` })
    .onConflictDoUpdate({
      target: followWalks.memberId,
      set: { foundIds: sql`excluded.found_ids`, walkedAt: sql`excluded.walked_at` },
    });
}
