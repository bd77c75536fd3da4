import { LRUCache } from "lru-cache";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { memberSearchVersion } from "../db/schema/index.ts";
import { rankCreators } from "./creators.ts";

/**
 * How long a ranking no change has replaced may still be used: rankings of queries nobody asks
 * again make room for others sooner than their share of KEPT_IDS would.
 */
const KEPT_MS = 10 * 60_000;

/**
 * How many ids the kept rankings hold in all, each a 36-character string and its place in an
 * array (about 64 bytes, so some 6 MB of a server kept near 300 MB): the most recently asked
 * queries are kept, at most RANKED_CANDIDATES ids each.
 */
const KEPT_IDS = 100_000;

type Query = { q: string; category: string };

/**
 * A query's ranking (member ids, best first) for a member_search_version; `checked` when this
 * search read that version itself, rather than taking the last one the instance read.
 */
export type Ranking = { version: number; ids: string[]; checked: boolean };

/**
 * The rankings this instance made lately, shared by every member who asks the same query
 * (lower-cased) in the same profession category. Many members type the same words (a big
 * city, a trade, a well-known name), and ranking them is a search's dear part. A ranking is
 * used while member_search_version stands: the count moves with any change to what a search
 * reads, so a member who joins or changes their name or town is found by their new words in
 * the next search on any instance. A search starts from the ranking for the version this
 * instance last read, and reads the version again with the members it shows (see
 * searchCreators), so a kept ranking costs no statement of its own. Members asking at once
 * while none is kept wait for one ranking together (lru-cache's fetch) rather than each
 * making it; a failed one is not kept.
 */
export function createCreatorRankings(db: Database) {
  const kept = new LRUCache<string, string[], Query>({
    maxSize: KEPT_IDS,
    sizeCalculation: (ids) => ids.length + 1,
    ttl: KEPT_MS,
    // A ranking still being made may be pushed out by others finishing meanwhile; its searchers
    // are answered with it all the same, rather than with the error lru-cache gives by default.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => rankCreators(db, context.q, context.category),
  });
  const versionStatement = namedStatement(db, "member_search_version", (name) =>
    db.select({ version: memberSearchVersion.version }).from(memberSearchVersion).prepare(name),
  );
  let lastRead: number | undefined;
  const key = (version: number, q: string, category: string) =>
    JSON.stringify([version, q, category]);

  /** The query's ranking for a version read just now, kept or made. */
  async function rankedAt(version: number, q: string, category: string): Promise<Ranking> {
    lastRead = version;
    const ids = await kept.forceFetch(key(version, q, category), { context: { q, category } });
    return { version, ids, checked: true };
  }

  /** The query's ranking for the version as it stands now. */
  async function current(q: string, category: string): Promise<Ranking> {
    const [row] = await versionStatement.execute();
    return rankedAt(row?.version ?? 0, q, category);
  }

  return {
    rankedAt,
    current,
    /**
     * The query's ranking: kept for the version this instance last read (unchecked), or made
     * for the version read now.
     */
    async ranked(q: string, category: string): Promise<Ranking> {
      const ids = lastRead === undefined ? undefined : kept.get(key(lastRead, q, category));
      if (ids) return { version: lastRead!, ids, checked: false };
      return current(q, category);
    },
  };
}

export type CreatorRankings = ReturnType<typeof createCreatorRankings>;

/** What a search of members reads: the database, and the rankings kept for its queries. */
export type CreatorSearch = { db: Database; rankings: CreatorRankings };
