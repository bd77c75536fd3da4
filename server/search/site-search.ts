import { SEARCH_GROUP_LIMIT, type SearchResults } from "@contract/search.ts";
import { and, type Column, desc, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client.ts";
import { limitInText, namedStatement, unseenByPlanner } from "../db/named-statements.ts";
import { newestMatches, type Span } from "../db/newest-first.ts";
import { jobs, posts } from "../db/schema/index.ts";
import {
  jobFromRow,
  jobIsOpen,
  jobsReadBy,
  withoutCursor as jobWithoutCursor,
} from "../jobs/queries.ts";
import { postsReadBy, presentPost } from "../posts/queries.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import type { CreatorSearch } from "./creator-rankings.ts";
import { searchCreators } from "./creators.ts";
import { containsPattern } from "./like-pattern.ts";

/**
 * How many of the newest posts, and of the newest jobs, a search reads first. A word as common
 * as a big city matches a group's worth of them, and those are then the newest matches of all,
 * found by one statement with one plan. A word with fewer matches among them is searched for
 * again over everything, by a statement planned for that word: whether walking the newest rows
 * or reading the trigram index pays depends on the word, and planning it cost more than
 * running it.
 */
export const READ_FIRST = 100;

/**
 * The table's READ_FIRST newest rows, newest first, under the table's own name, so a query's
 * columns read them: read in order, a search stops at its group's last match rather than
 * testing all of them (for 'london', 31 of the newest jobs instead of 103).
 */
function newestRows(db: Database, table: typeof posts | typeof jobs) {
  return db
    .select()
    .from(table)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limitInText(READ_FIRST))
    .as(getTableName(table));
}

/**
 * A row's stored lower-cased search text contains the search's pattern, compared as ILIKE
 * compares (both sides lower-cased). Among the newest the pattern is hidden from the planner,
 * so a plan made for a search's words costs what the kept one does and is never preferred to
 * it. Over all rows the plan is made for the words.
 */
function containsPatternIn(span: Span, searchText: Column): SQL {
  const pattern = span === "all" ? sql.placeholder("pattern") : unseenByPlanner("pattern", "text");
  return sql`${searchText} like lower(${pattern})`;
}

/** Where a span's rows are read from: the newest rows, or the whole table. */
function spanOf<Table extends typeof posts | typeof jobs>(db: Database, span: Span, table: Table) {
  return span === "all" ? table : newestRows(db, table);
}

/**
 * The posts a search finds, through one named statement for text and one for a tag, so a
 * search binds its values rather than building the query again. A hashtag ('#kiln', as a tag
 * link opens) finds the posts carrying exactly that tag, whatever its case, as trending counts
 * them; other text finds posts whose text or tags contain it. Over all posts the trigram index
 * on the post's text may be read; the tag is then checked exactly.
 */
function postsFound(db: Database, byTag: boolean, span: Span) {
  const name = `${byTag ? "site_search_tag_posts" : "site_search_posts"}_${span}`;
  return namedStatement(db, name, (statementName) => {
    const viewerId = sql.placeholder("viewerId");
    const tag = span === "newest" ? unseenByPlanner("tag", "text") : sql.placeholder("tag");
    const tagged = sql`exists (select 1 from unnest(${posts.hashtags}) as tag where lower(tag) = ${tag})`;
    return postsReadBy(db, viewerId, { from: spanOf(db, span, posts) })
      .where(
        and(
          authorVisibleTo(viewerId),
          containsPatternIn(span, posts.searchText),
          byTag ? tagged : undefined,
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limitInText(SEARCH_GROUP_LIMIT))
      .prepare(statementName);
  });
}

/**
 * The open jobs a search finds, newest first, through one named statement: the page's ids are
 * found on the jobs alone, then only those are read with their posters and the viewer's state
 * (a word as common as a big city matched 39 of the newest hundred, each joined to its poster
 * before ten were kept).
 */
function jobsFound(db: Database, span: Span) {
  return namedStatement(db, `site_search_jobs_${span}`, (name) => {
    const newest = [desc(jobs.createdAt), desc(jobs.id)];
    const found = db
      .select({ id: jobs.id })
      .from(spanOf(db, span, jobs))
      .where(and(jobIsOpen, containsPatternIn(span, jobs.searchText)))
      .orderBy(...newest)
      .limit(limitInText(SEARCH_GROUP_LIMIT));
    return jobsReadBy(db, sql.placeholder("viewerId"))
      .where(inArray(jobs.id, found))
      .orderBy(...newest)
      .prepare(name);
  });
}

/**
 * How many words each instance remembers as having had fewer than a group's matches among
 * the newest rows, and for how long: a word searched again goes straight to all the rows.
 */
const SPARSE_WORDS_KEPT = 10_000;
const SPARSE_WORDS_MS = 10 * 60_000;

const HASHTAG = /^#[\p{L}\p{N}_]+$/u;

/**
 * One search over creatives, jobs and posts for the /search page, as a function that keeps
 * this instance's rare words (see newestMatches).
 */
export function createSiteSearch(search: CreatorSearch) {
  const { db } = search;
  const sparse = new LRUCache<string, true>({ max: SPARSE_WORDS_KEPT, ttl: SPARSE_WORDS_MS });
  return async (viewerId: string, query: string): Promise<SearchResults> => {
    const pattern = containsPattern(query);
    const byTag = HASHTAG.test(query);
    const [foundUsers, foundJobs, foundPosts] = await Promise.all([
      searchCreators(search, viewerId, {
        q: query,
        profession: "",
        offset: 0,
        limit: SEARCH_GROUP_LIMIT,
      }),
      newestMatches(sparse, `jobs:${pattern}`, SEARCH_GROUP_LIMIT, (span) =>
        jobsFound(db, span).execute({ viewerId, pattern }),
      ),
      newestMatches(sparse, `${byTag ? "tag" : "posts"}:${pattern}`, SEARCH_GROUP_LIMIT, (span) =>
        postsFound(db, byTag, span).execute({ viewerId, pattern, tag: query.toLowerCase() }),
      ),
    ]);
    return {
      users: foundUsers,
      jobs: foundJobs.map((row) => jobWithoutCursor(jobFromRow(row))),
      posts: foundPosts.map(presentPost),
    };
  };
}
