import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { keptStatement, namedStatement, preparedSql, rowCount } from "../db/named-statements.ts";
import { PLAN_EACH_TIME } from "../db/preparing-client.ts";
import { rowsOf } from "../db/rows.ts";
import {
  creatorSearchText,
  indexEntries,
  lowerText,
  memberSearchVersion,
  memberTextDocument,
  placeDocument,
  placeNamed,
  portfolioItems,
  portfolioSearchText,
  posts,
  users,
} from "../db/schema/index.ts";
import { containsPattern } from "../search/like-pattern.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import type { DateSpan } from "./dates.ts";
import { type Place, townsWithin } from "./places.ts";
import { practises, type Trade } from "./professions.ts";
import type { AiQuery } from "./query.ts";
import { type Candidate, foundInBio } from "./rank.ts";

/**
 * At most this many members are read in full and scored: those the better ways in found
 * first (skill words in their texts, then the asked town itself), then the verified.
 */
export const SCORED_CANDIDATES = 100;

/**
 * How many members one way in contributes at most (the skill words in their texts, the asked
 * town, anyone who qualifies). Each is read through indexes and stops there, so the work stays
 * bounded however many thousands of members qualify.
 */
const PER_WAY_IN = 100;

/** Mentions read in posts and in portfolios: one member may have many of them. */
const MENTIONS_READ = 500;

/** Who asks and when: the values a statement kept for a query takes on every run. */
const asker = sql.placeholder("asker");
const askedAt = sql.placeholder("askedAt");

/**
 * Who may be suggested to the asker, by the member's row alone: members (not business
 * accounts) with a finished profile that is not private, who did not opt out of suggestions
 * and are not suspended. Whether the asker may see their content (blocks either way, a
 * followers-only profile) is a condition of its own (authorVisibleTo).
 */
function suggestableRow(): SQL {
  return and(
    ne(users.id, asker),
    eq(users.profileComplete, true),
    eq(users.accountType, "member"),
    sql`${users.privacySettings}->>'profileVisibility' <> 'private'`,
    sql`coalesce((${users.privacySettings}->>'aiSuggestions')::boolean, true)`,
    sql`(${users.suspendedAt} is null or ${users.suspendedUntil} <= ${askedAt})`,
  )!;
}

/**
 * Every profession members wrote, as one statement read it with member_search_version, which
 * moves with any change to a member's profession and with members joining or leaving. `checked`
 * when this search read it; otherwise it is the list this instance read last.
 */
type WrittenProfessions = { version: string; professions: string[]; checked: boolean };

const professionsReadLast = new WeakMap<Database, WrittenProfessions>();

/**
 * What member_search_version stands at, as the statement it is written into reads it: the
 * professions and the candidates read with it are those of that version.
 */
const searchVersion = sql`(select ${memberSearchVersion.version} from ${memberSearchVersion})::text`;

/**
 * The professions members wrote, read now. Members pick their profession from a list, so there
 * are a few dozen at most: they are read by skipping along the profession index, one step per
 * profession. The statement has no values and one plan, so it is named: planning it was most of
 * its cost.
 */
async function readProfessions(db: Database): Promise<WrittenProfessions> {
  const statement = namedStatement(db, "ai_professions_written", (name) =>
    preparedSql(
      db,
      name,
      sql`
        with recursive written (profession) as (
          (select ${users.profession} from ${users} where ${users.profession} is not null
            order by 1 limit 1)
          union all
          select (select ${users.profession} from ${users} where ${users.profession} > written.profession
            order by 1 limit 1)
          from written where written.profession is not null
        )
        select ${searchVersion} as version,
          array(select profession from written where profession is not null) as professions
      `,
    ),
  );
  const [row] = rowsOf<{ version: string; professions: string[] }>(await statement.execute());
  const { version, professions } = row!;
  professionsReadLast.set(db, { version, professions, checked: false });
  return { version, professions, checked: true };
}

/** The written professions that mean one of the trades, matched as the ranking matches them. */
function practising(written: WrittenProfessions, trades: Trade[]): string[] {
  return written.professions.filter((profession) =>
    trades.some((trade) => practises(trade, profession)),
  );
}

/**
 * Members in the regions around the places (a region's own being itself): as far as a search
 * for them may widen. Asked of the regions the database keeps for each member's town.
 */
function inRegionsAround(places: Place[]): SQL {
  const regions = [...new Set(places.map((place) => place.region))];
  return sql`${users.regions} && ${arrayOf("text", regions)}`;
}

/**
 * Members whose town names one of the places or a town inside them, as whole words ('Leeds',
 * 'North Leeds', 'Stoke-on-Trent'), so 'Chester' does not find Manchester.
 */
function inPlaces(places: Place[]): SQL {
  const names = [...new Set(places.flatMap(townsWithin).map((name) => name.toLowerCase()))];
  const anyName = sql.join(
    names.map((name) => placeNamed(sql`${name}`)),
    sql` || `,
  );
  return sql`${placeDocument(users.location)} @@ (${anyName})`;
}

/** Members whose own texts hold the skill word, whatever its ending. */
function inText(keyword: string): SQL {
  return sql`${memberTextDocument(users)} @@ plainto_tsquery('english', ${keyword})`;
}

/**
 * Beyond their own texts, the members who mention one of the skill words: by a slip of it in
 * their texts, in their portfolio or in their posts, each read through its own index.
 */
function mentioning(keywords: string[]): SQL[] {
  const patterns = sql`array[${sql.join(
    keywords.map((keyword) => sql`${containsPattern(keyword)}`),
    sql`, `,
  )}]::text[]`;
  // Strict word similarity: a slip in the word still finds it, a word merely sharing a few
  // letters does not (the looser operator let a third of the community through).
  const slips = keywords
    .filter((keyword) => keyword.length >= 4)
    .map((keyword) => sql`${keyword} <<% ${creatorSearchText(users)}`);
  return [
    ...(slips.length > 0 ? [or(...slips)!] : []),
    sql`${users.id} in (select ${portfolioItems.userId} from ${portfolioItems}
      where ${portfolioSearchText(portfolioItems)} like any (${patterns}) limit ${MENTIONS_READ})`,
    sql`${users.id} in (select ${posts.userId} from ${posts}
      where ${posts.searchText} like any (${patterns}) limit ${MENTIONS_READ})`,
  ];
}

/**
 * The ways in to the candidates, best first, each the conditions that narrow the qualifying
 * members to a few an index finds: the members whose texts mention all the skill words, then
 * any; those in the asked town itself; anyone in the region around it. Without a trade a
 * skill word is required, so after the texts come its slips and its mentions in portfolios
 * and posts.
 */
function waysIn(query: AiQuery, region: SQL | undefined): (SQL | undefined)[][] {
  const { keywords } = query;
  const ways: (SQL | undefined)[][] = [];
  if (keywords.length > 1) ways.push([region, and(...keywords.map(inText))]);
  if (keywords.length > 0) ways.push([region, or(...keywords.map(inText))]);
  if (query.trades.length === 0 && keywords.length > 0) {
    return [...ways, ...mentioning(keywords).map((mention) => [region, mention])];
  }
  if (query.places.some((place) => place.kind !== "region")) {
    // A town's name lies inside its region's list, so it says the region too; a county's may not.
    const towns = query.places.every((place) => place.kind === "town");
    ways.push([towns ? undefined : region, inPlaces(query.places)]);
  }
  ways.push([region]);
  return ways;
}

/**
 * What a way in reads of each member it finds: everything the score needs, from their row
 * alone, their free days in the asked span included (none when no dates are asked).
 */
function memberColumns(dates: AiQuery["dates"]): SQL {
  return sql`${users.id}, ${users.firstName} as "firstName", ${users.lastName} as "lastName",
    ${users.profession}, ${users.location}, ${users.bio},
    ${users.profileImageUrl} as "profileImageUrl", ${users.isVerified} as "isVerified",
    ${dates ? freeDaysBetween(dates) : sql`'{}'::text[]`} as "freeDays"`;
}

/**
 * The members the ways in reach, with the number of their way. Each way is read only while
 * the better ones before it have found fewer members than are scored, and skips the members
 * they found, so a way holds every member of its kind or the way is the last one read: the
 * way's number orders the members as well as what makes it.
 */
function reachedThrough(
  ways: (SQL | undefined)[][],
  required: (SQL | undefined)[],
  dates: AiQuery["dates"],
) {
  const names = ways.map((_, index) => sql.identifier(`way_${index}`));
  const steps = ways.map((way, index) => {
    const before = names.slice(0, index);
    const unseen =
      before.length > 0
        ? sql`and ${users.id} not in (${sql.join(
            before.map((name) => sql`select id from ${name}`),
            sql` union all `,
          )}) and ${sql.join(
            before.map((name) => sql`(select count(*) from ${name})`),
            sql` + `,
          )} < ${SCORED_CANDIDATES}`
        : sql``;
    return sql`${names[index]} as materialized (select ${memberColumns(dates)}
      from ${users}
      where ${and(...required, ...way)} ${unseen} limit ${PER_WAY_IN})`;
  });
  return {
    ways: sql.join(steps, sql`, `),
    reached: sql.join(
      names.map((name, index) => sql`select *, ${sql.raw(String(index))} as way from ${name}`),
      sql` union all `,
    ),
  };
}

/**
 * The days a member marked free in a span, in order, from their row: a day is free when
 * everything on it is marked available, so a busy day on top of a free one is not (the database
 * keeps `free_days` so, see the users schema).
 */
function freeDaysBetween({ from, to }: DateSpan): SQL {
  return sql`array(select day::text from unnest(${users.freeDays}) as day
    where day between ${from} and ${to} order by day)`;
}

/**
 * Members with a free day in the span, as the assistant's index holds their free days: the
 * span's days are worked out in the statement, so the index is asked for each of them.
 */
function freeWithin({ from, to }: DateSpan): SQL {
  return sql`${users.freeDays} && array(select generate_series(${from}::date, ${to}::date, interval '1 day')::date)`;
}

/** The newest posts whose hashtags are read: what a member posts about lately. */
const HASHTAG_POSTS = 20;

type Member = Omit<Candidate, "hashtags" | "portfolio">;

type Extra = { userId: string; kind: "hashtags" | "portfolio"; text: string };

/** Values as one array parameter, however many: one statement text serves every count. */
function arrayOf(type: "uuid" | "text", values: string[]): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * What the score reads beyond the profile, for the members whose skill words are to be looked
 * for there, in one statement: the hashtags of their newest posts and their portfolio texts,
 * each read through an index on the member. A post's hashtags come as one text, as do a
 * portfolio item's title, description and tags: the words are what is read.
 */
async function extrasOf(db: Database, memberIds: string[]): Promise<Extra[]> {
  if (memberIds.length === 0) return [];
  const statement = namedStatement(db, "ai_member_extras", (name) => {
    const members = sql`${sql.placeholder("members")}::uuid[]`;
    return preparedSql(
      db,
      name,
      sql`select member.id as "userId", 'hashtags' as kind, array_to_string(recent.hashtags, ' ') as text
        from unnest(${members}) as member (id)
        cross join lateral (select ${posts.hashtags} from ${posts} where ${posts.userId} = member.id
          order by ${posts.createdAt} desc limit ${rowCount(HASHTAG_POSTS)}) as recent
        union all
        select ${portfolioItems.userId}, 'portfolio', ${portfolioItems.title} || ' '
          || coalesce(${portfolioItems.description}, '') || ' ' || array_to_string(${portfolioItems.tags}, ' ')
        from ${portfolioItems} where ${portfolioItems.userId} = any (${members})`,
    );
  });
  return rowsOf<Extra>(await statement.execute({ members: memberIds }));
}

/**
 * The statement that reads the candidates for a query: the hard conditions and the ways in,
 * in one text, with the asker and the time as placeholders.
 */
function candidatesStatement(db: Database, query: AiQuery, professions: string[] | undefined) {
  const required = [
    suggestableRow(),
    professions
      ? sql`${indexEntries(users.profession)} && ${arrayOf("text", professions)}`
      : undefined,
    query.excludedPlaces.length > 0 ? sql`not ${inPlaces(query.excludedPlaces)}` : undefined,
    // Asked of the assistant's index, which holds who is verified beside trade and town.
    query.verifiedOnly ? sql`${indexEntries(users.isVerified)} @> array[true]` : undefined,
    query.remote
      ? sql`(${lowerText(users.location)} like '%remote%' or ${lowerText(users.bio)} like '%remote%')`
      : undefined,
    query.dates ? freeWithin(query.dates) : undefined,
    // Checked on every member a way reads, so a blocked one takes no candidate's place.
    authorVisibleTo(asker),
  ];
  const region = query.places.length > 0 ? inRegionsAround(query.places) : undefined;
  const { ways, reached } = reachedThrough(waysIn(query, region), required, query.dates);
  // Without a trade, skill words are looked for in posts and portfolios by patterns matching
  // anything from none to most of them, so a plan made for one sentence would not serve the
  // next. With one, every way in reads the one index on members, whatever the words and towns,
  // so the statement is named when hot and may keep one plan (PostgreSQL keeps it only while it
  // looks no dearer than planning for each sentence's values).
  const planning = query.trades.length === 0 ? sql.raw(PLAN_EACH_TIME) : sql``;
  return preparedSql(
    db,
    undefined,
    sql`${planning}
      with ${ways}
      select id, "firstName", "lastName", profession, location, bio, "profileImageUrl",
        "isVerified", "freeDays"${professions ? sql`, ${searchVersion} as "searchVersion"` : sql``}
      from (${reached}) as found
      order by way, "isVerified" desc, id
      limit ${SCORED_CANDIDATES}
    `,
  );
}

/**
 * The members the query's statement reads, and the member_search_version it read them at when
 * the trades' professions are a value of it (none when it found nobody).
 */
async function readMembers(
  db: Database,
  askerId: string,
  query: AiQuery,
  professions: string[] | undefined,
  now: Date,
): Promise<{ members: Member[]; version: string | undefined }> {
  // The statement follows the query alone (who asks and when are bound), so a query asked
  // again is not built again.
  const statement = keptStatement(db, JSON.stringify([query, professions]), () =>
    candidatesStatement(db, query, professions),
  );
  const rows = rowsOf<Member & { searchVersion?: string }>(
    await statement.execute({ asker: askerId, askedAt: now.toISOString() }),
  );
  const members = rows.map(({ searchVersion: _, ...member }) => member);
  return { members, version: rows[0]?.searchVersion };
}

/**
 * The members a query with trades reads, through the professions meaning them. The list this
 * instance read last is used, and holds when the members were read at its version; otherwise
 * the professions are read again, and the members too if the trades' share of them changed
 * meanwhile. A member writing a profession nobody had is found by the next search, and while
 * members' professions stay as they were a search costs no statement for them.
 */
async function membersPractising(
  db: Database,
  askerId: string,
  query: AiQuery,
  now: Date,
): Promise<Member[]> {
  let written = professionsReadLast.get(db) ?? (await readProfessions(db));
  for (;;) {
    const professions = practising(written, query.trades);
    const { members, version } =
      professions.length > 0
        ? await readMembers(db, askerId, query, professions, now)
        : { members: [], version: undefined };
    if (written.checked || version === written.version) return members;
    written = await readProfessions(db);
    const meantNow = practising(written, query.trades);
    const unchanged =
      meantNow.length === professions.length &&
      meantNow.every((profession, index) => profession === professions[index]);
    if (unchanged) return members;
  }
}

/**
 * The members who could answer the query, read with everything their score needs. The hard
 * conditions are applied here (trade, the region around each place, excluded places, dates,
 * verified, remote); skill words are required only when no trade is asked. Each way in reads
 * a bounded few through indexes, and the best of them by skill words, town and verification
 * are scored.
 */
export async function findCandidates(
  db: Database,
  askerId: string,
  query: AiQuery,
  now: Date,
): Promise<Candidate[]> {
  const members =
    query.trades.length > 0
      ? await membersPractising(db, askerId, query, now)
      : (await readMembers(db, askerId, query, undefined, now)).members;
  if (members.length === 0) return [];
  const extras = await extrasOf(
    db,
    members.filter((member) => !foundInBio(query.keywords, member.bio)).map((member) => member.id),
  );
  const texts = new Map<string, Record<Extra["kind"], Set<string>>>(
    members.map((member) => [member.id, { hashtags: new Set(), portfolio: new Set() }]),
  );
  for (const extra of extras) texts.get(extra.userId)![extra.kind].add(extra.text);
  return members.map((member) => {
    const own = texts.get(member.id)!;
    return { hashtags: [...own.hashtags], portfolio: [...own.portfolio], ...member };
  });
}
