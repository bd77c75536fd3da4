import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import {
  availabilityEvents,
  blocks,
  creatorSearchText,
  portfolioItems,
  postSearchText,
  posts,
  users,
} from "../db/schema/index.ts";
import { containsPattern } from "../search/like-pattern.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { type Place, REGIONS, townsWithin } from "./places.ts";
import type { Trade } from "./professions.ts";
import type { AiQuery } from "./query.ts";
import type { Candidate } from "./rank.ts";

/**
 * At most this many members are read in full and scored. The database orders them by how many
 * skill words their bio holds, so the best are among them even when a trade in a big city
 * matches thousands.
 */
export const SCORED_CANDIDATES = 200;

const lowerText = (column: AnyPgColumn) => sql`lower(coalesce(${column}, ''))`;

function anyOf(text: SQL, patterns: string[]): SQL {
  return sql`${text} like any (array[${sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  )}]::text[])`;
}

/**
 * Who may be suggested to the asker at all: members (not business accounts) with a finished
 * profile whose content the asker may see (never a private profile), who did not opt out of
 * suggestions, are not suspended, and have not blocked the asker (nor the asker them).
 */
export function suggestableTo(askerId: string, now: Date): SQL {
  return and(
    ne(users.id, askerId),
    eq(users.profileComplete, true),
    eq(users.accountType, "member"),
    sql`${users.privacySettings}->>'profileVisibility' <> 'private'`,
    authorVisibleTo(askerId),
    sql`coalesce((${users.privacySettings}->>'aiSuggestions')::boolean, true)`,
    sql`(${users.suspendedAt} is null or ${users.suspendedUntil} <= ${now.toISOString()})`,
    sql`not exists (
      select 1 from ${blocks}
      where (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${askerId})
         or (${blocks.blockerId} = ${askerId} and ${blocks.blockedId} = ${users.id})
    )`,
  )!;
}

function practisesInSql(trade: Trade): SQL {
  const text = lowerText(users.profession);
  const parts = trade.professionParts.map((part) =>
    part.length <= 3
      ? sql`${text} ~ ${`\\m${part}\\M`}`
      : sql`${text} like ${containsPattern(part)}`,
  );
  const excluded = (trade.notParts ?? []).map(
    (part) => sql`${text} not like ${containsPattern(part)}`,
  );
  return and(or(...parts), ...excluded)!;
}

/** The region around a place: as far as a search for it may widen. */
function widest(place: Place): Place {
  if (place.kind === "region") return place;
  const region = REGIONS.find((name) => name === place.region)!;
  return { name: region, kind: "region", area: region, region };
}

function locationPatterns(places: Place[]): string[] {
  return [...new Set(places.flatMap(townsWithin))].map((name) =>
    containsPattern(name.toLowerCase()),
  );
}

function portfolioText(): SQL {
  return sql`lower(${portfolioItems.title} || ' ' || coalesce(${portfolioItems.description}, '') || ' ' || array_to_string(${portfolioItems.tags}, ' '))`;
}

function mentions(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  // Strict word similarity: a slip in the word still finds it, a word merely sharing a few
  // letters does not (the looser operator let a third of the community through).
  const fuzzyBio = keyword.length >= 4 ? sql`or ${keyword} <<% ${creatorSearchText(users)}` : sql``;
  // Each part reads its own index (the trigram indexes on members' and posts' text) once,
  // rather than looking into every member's posts in turn.
  return sql`(
    ${creatorSearchText(users)} like ${pattern} ${fuzzyBio}
    or ${users.id} in (select ${portfolioItems.userId} from ${portfolioItems} where ${portfolioText()} like ${pattern})
    or ${users.id} in (select ${posts.userId} from ${posts} where ${postSearchText(posts)} like ${pattern})
  )`;
}

/** Each member's distinct hashtags, over all their posts. */
async function hashtagsOf(db: Database, ids: string[]) {
  const result = await db.execute(sql`
    select ${posts.userId} as "userId", array_agg(distinct tag) as hashtags
    from ${posts} cross join lateral unnest(${posts.hashtags}) as tag
    where ${posts.userId} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by ${posts.userId}
  `);
  return (result as unknown as { rows: { userId: string; hashtags: string[] }[] }).rows;
}

function freeBetween(from: string, to: string): SQL {
  return sql`exists (
    select 1 from ${availabilityEvents} free
    where free.user_id = ${users.id} and free.date between ${from} and ${to}
      and free.status = 'available'
      and not exists (
        select 1 from ${availabilityEvents} taken
        where taken.user_id = free.user_id and taken.date = free.date and taken.status <> 'available'
      )
  )`;
}

/**
 * The members who could answer the query, read with everything their score needs. The hard
 * conditions are applied here (trade, the region around each place, excluded places, dates,
 * verified, remote); skill words are required only when no trade is asked.
 */
export async function findCandidates(
  db: Database,
  askerId: string,
  query: AiQuery,
  now: Date,
): Promise<Candidate[]> {
  const keywordCount =
    query.keywords.length > 0
      ? sql.join(
          query.keywords.map(
            (keyword) =>
              sql`(case when ${creatorSearchText(users)} like ${containsPattern(keyword)} then 1 else 0 end)`,
          ),
          sql` + `,
        )
      : undefined;
  const filters: (SQL | undefined)[] = [
    suggestableTo(askerId, now),
    query.trades.length > 0 ? or(...query.trades.map(practisesInSql)) : undefined,
    query.places.length > 0
      ? anyOf(lowerText(users.location), locationPatterns(query.places.map(widest)))
      : undefined,
    query.excludedPlaces.length > 0
      ? sql`not ${anyOf(lowerText(users.location), locationPatterns(query.excludedPlaces))}`
      : undefined,
    query.verifiedOnly ? eq(users.isVerified, true) : undefined,
    query.remote
      ? sql`(${lowerText(users.location)} like '%remote%' or ${lowerText(users.bio)} like '%remote%')`
      : undefined,
    query.dates ? freeBetween(query.dates.from, query.dates.to) : undefined,
    query.trades.length === 0 && query.keywords.length > 0
      ? or(...query.keywords.map(mentions))
      : undefined,
  ];
  const members = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: users.profession,
      location: users.location,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
      isVerified: users.isVerified,
    })
    .from(users)
    .where(and(...filters))
    .orderBy(
      ...(keywordCount ? [sql`${keywordCount} desc`] : []),
      sql`${users.isVerified} desc`,
      users.id,
    )
    .limit(SCORED_CANDIDATES);
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const [tags, works, days] = await Promise.all([
    query.keywords.length > 0 ? hashtagsOf(db, ids) : [],
    query.keywords.length > 0
      ? db
          .select({ userId: portfolioItems.userId, text: portfolioText() })
          .from(portfolioItems)
          .where(inArray(portfolioItems.userId, ids))
      : [],
    query.dates
      ? db
          .select({
            userId: availabilityEvents.userId,
            date: availabilityEvents.date,
            status: availabilityEvents.status,
          })
          .from(availabilityEvents)
          .where(
            and(
              inArray(availabilityEvents.userId, ids),
              sql`${availabilityEvents.date} between ${query.dates.from} and ${query.dates.to}`,
            ),
          )
      : [],
  ]);
  return members.map((member) => {
    const own = days.filter((day) => day.userId === member.id);
    const taken = new Set(own.filter((day) => day.status !== "available").map((day) => day.date));
    return {
      ...member,
      hashtags: tags.find((row) => row.userId === member.id)?.hashtags ?? [],
      portfolio: works.filter((row) => row.userId === member.id).map((row) => row.text as string),
      freeDays: own
        .filter((day) => day.status === "available" && !taken.has(day.date))
        .map((day) => day.date),
    };
  });
}
