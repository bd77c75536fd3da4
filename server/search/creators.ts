import { type Creator, PROFESSION_CATEGORY_MEMBERS } from "@contract/search.ts";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { memberSearchVersion, users } from "../db/schema/index.ts";
import { userSummaryColumns } from "../users/presenter.ts";
import { noBlockBetween } from "../users/privacy.ts";
import { notSuspended } from "../users/suspension.ts";
import type { CreatorRankings, CreatorSearch, Ranking } from "./creator-rankings.ts";
import { memberMatchesWord, queryWords } from "./fuzzy-words.ts";

/**
 * A query is ranked over at most this many members who match every word. Checking a word and
 * scoring a member costs tens of microseconds, so a word as common as a big city would
 * otherwise score a third of the community on every keystroke; past this many, typing another
 * word narrows the list better than ranking would.
 */
export const RANKED_CANDIDATES = 300;
const nameText = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const nameTradeAndTown = sql`${nameText} || ' ' || lower(coalesce(${users.profession}, '') || ' ' || coalesce(${users.location}, ''))`;
const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];
/** What a found creator shows: their summary and their bio. */
const creatorColumns = { bio: users.bio, ...userSummaryColumns(users) };

/** Members of the professions a category of the Network page's filter stands for; all for "all". */
function inProfessions(category: string): SQL | undefined {
  if (!Object.hasOwn(PROFESSION_CATEGORY_MEMBERS, category)) return undefined;
  return inArray(users.profession, [...PROFESSION_CATEGORY_MEMBERS[category]!]);
}

/**
 * The ids of the members a query finds, best first, whoever asks: every word of the query must
 * match a word of the member's name, trade or town (starting with it, or within one or two
 * edits), or appear in their bio. Indexes find the candidates (see fuzzy-words.ts). The closest
 * names come first, then the closest trades and towns; members found by their bio alone follow
 * by name (ranking by the bio as well read every candidate's bio again, a fifth of a search's
 * time). This is the dear part of a search, which creator-rankings.ts keeps for a while.
 */
export async function rankCreators(db: Database, q: string, category: string): Promise<string[]> {
  const candidates = db
    .select({ id: users.id })
    .from(users)
    .where(and(notSuspended(), inProfessions(category), ...queryWords(q).map(memberMatchesWord)))
    .limit(RANKED_CANDIDATES);
  const relevance = sql`greatest(word_similarity(${q}, ${nameText}) * 2, word_similarity(${q}, ${nameTradeAndTown}))`;
  const ranked = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, candidates))
    .orderBy(desc(relevance), ...byName);
  return ranked.map(({ id }) => id);
}

/**
 * The members of a ranking's front (ids in rank order, one value) whom the viewer may be shown,
 * in that order, each with member_search_version as this statement reads it.
 */
export function shownOfFrontQuery(db: Database) {
  const viewerId = sql.placeholder("viewerId");
  const front = sql`${sql.placeholder("front")}::uuid[]`;
  return db
    .select({
      version:
        sql<number>`(select ${memberSearchVersion.version} from ${memberSearchVersion})`.mapWith(
          Number,
        ),
      ...creatorColumns,
    })
    .from(users)
    .where(
      and(sql`${users.id} = any (${front})`, noBlockBetween(viewerId, users.id), notSuspended()),
    )
    .orderBy(sql`array_position(${front}, ${users.id})`)
    .$dynamic();
}

/** A ranking's front's members the viewer may be shown (shownOfFrontQuery). */
type ShownOfFront = Awaited<ReturnType<typeof shownOfFrontQuery>>;

/** shownOfFrontQuery as one named statement. */
function shownOfFront(db: Database) {
  return namedStatement(db, "creators_ranked_front", (name) => shownOfFrontQuery(db).prepare(name));
}

/**
 * The front of a ranking a page reads first: a first page reads ten members rather than all
 * the ranking holds.
 */
export function frontOf(ids: string[], { offset, limit }: { offset: number; limit: number }) {
  return ids.slice(0, offset + limit);
}

/**
 * The page of a ranking the viewer may be shown, and the version the reads found (none when
 * they found nobody). The page is read from the front of the ranking (frontOf); `firstRead`
 * is that front's members when a larger statement read them already. Those hidden from the
 * viewer are rare: each read takes as many more as the last one hid, until the page is full or
 * the ranking ends.
 */
async function pageOf(
  db: Database,
  viewerId: string,
  ids: string[],
  { offset, limit }: { offset: number; limit: number },
  firstRead: ShownOfFront | undefined,
): Promise<{ page: Creator[]; version: number | undefined }> {
  let front = frontOf(ids, { offset, limit });
  let found = firstRead ?? (await shownOfFront(db).execute({ viewerId, front }));
  while (found.length < offset + limit && front.length < ids.length) {
    front = ids.slice(0, front.length + offset + limit - found.length);
    found = await shownOfFront(db).execute({ viewerId, front });
  }
  const page = found.slice(offset, offset + limit).map(({ version: _, ...creator }) => creator);
  return { page, version: found[0]?.version };
}

/**
 * The ranking a search for `q` (lower-cased) starts from (see searchCreators), or null when its
 * words name nobody (punctuation alone).
 */
export async function rankingToStart(
  rankings: CreatorRankings,
  q: string,
  category: string,
): Promise<Ranking | null> {
  return queryWords(q).length === 0 ? null : rankings.ranked(q, category);
}

/**
 * Where a search of creators has begun, when a larger statement began it: the ranking it
 * started from (rankingToStart) and the members of its front (frontOf) read with it.
 */
export type BegunCreatorSearch = { ranking: Ranking | null; front: ShownOfFront };

/**
 * Creators for the Network page and the header search, forgiving typos word by word (see
 * rankCreators). The ranking may have been made for an earlier searcher; who is shown is decided
 * now: nobody on either side of a block with the viewer, nobody suspended since, and each with
 * their profile as it is. An empty query browses everyone by name.
 *
 * The ranking used is one made for a version of what searches read that this search read: the
 * instance's last one, kept, is used when the members shown were read with that same version;
 * otherwise the ranking is made for the version they were read with (or, when nobody was shown,
 * for the version read on its own) and read again, once.
 */
export async function searchCreators(
  { db, rankings }: CreatorSearch,
  viewerId: string,
  options: { q: string; profession: string; offset: number; limit: number },
  begun?: BegunCreatorSearch,
): Promise<Creator[]> {
  const q = options.q.toLowerCase();
  const { offset, limit } = options;
  if (!q) {
    return db
      .select(creatorColumns)
      .from(users)
      .where(
        and(noBlockBetween(viewerId, users.id), notSuspended(), inProfessions(options.profession)),
      )
      .orderBy(...byName)
      .offset(offset)
      .limit(limit);
  }
  const started = begun ? begun.ranking : await rankingToStart(rankings, q, options.profession);
  if (!started) return [];
  let ranking: Ranking = started;
  let firstRead: ShownOfFront | undefined = begun?.front;
  for (;;) {
    const { page, version } =
      ranking.ids.length > 0
        ? await pageOf(db, viewerId, ranking.ids, options, firstRead)
        : { page: [], version: undefined };
    if (ranking.checked || version === ranking.version) return page;
    firstRead = undefined;
    ranking =
      version === undefined
        ? await rankings.current(q, options.profession)
        : await rankings.rankedAt(version, q, options.profession);
  }
}
