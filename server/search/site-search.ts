import { SEARCH_GROUP_LIMIT, type SearchResults } from "@contract/search.ts";
import { and, type Column, desc, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client.ts";
import { namedAsOneStatementRead } from "../db/common-tables.ts";
import { jsonSelects } from "../db/json-rows.ts";
import { limitInText, namedStatement, unseenByPlanner } from "../db/named-statements.ts";
import { firstSpan, fromFirstRead, type Span } from "../db/newest-first.ts";
import { jobs, posts } from "../db/schema/index.ts";
import { jobFromRow, jobIsOpen, jobsReadBy } from "../jobs/queries.ts";
import { postsReadBy, presentPost } from "../posts/queries.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import type { CreatorSearch } from "./creator-rankings.ts";
import { frontOf, rankingToStart, searchCreators, shownOfFrontQuery } from "./creators.ts";
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
 * The posts a search finds: a hashtag ('#kiln', as a tag link opens) finds the posts carrying
 * exactly that tag, whatever its case, as trending counts them; other text finds posts whose
 * text or tags contain it. Over all posts the trigram index on the post's text may be read; the
 * tag is then checked exactly.
 */
function postsFoundQuery(db: Database, byTag: boolean, span: Span) {
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
    .limit(limitInText(SEARCH_GROUP_LIMIT));
}

/**
 * The open jobs a search finds, newest first: the page's ids are found on the jobs alone, then
 * only those are read with their posters and the viewer's state (a word as common as a big
 * city matched 39 of the newest hundred, each joined to its poster before ten were kept).
 */
function jobsFoundQuery(db: Database, span: Span) {
  const newest = [desc(jobs.createdAt), desc(jobs.id)];
  const found = db
    .select({ id: jobs.id })
    .from(spanOf(db, span, jobs))
    .where(and(jobIsOpen, containsPatternIn(span, jobs.searchText)))
    .orderBy(...newest)
    .limit(limitInText(SEARCH_GROUP_LIMIT));
  return jobsReadBy(db, sql.placeholder("viewerId"))
    .where(inArray(jobs.id, found))
    .orderBy(...newest);
}

/** Which rows a search reads first for each group, and whether its text is a hashtag. */
type FirstSpans = { jobs: Span; posts: Span; byTag: boolean };

/**
 * A search's first reads as one named statement per kind (FirstSpans): the front of the kept
 * creator ranking as the viewer may see it, and the jobs and the posts from the span each
 * group reads first. Three statements cost more in round trips than in reading; those a group
 * may need after (all the rows, a ranking's later members) are their own statements.
 */
function firstReads(db: Database, spans: FirstSpans) {
  const kind = `${spans.jobs}_${spans.posts}_${spans.byTag ? "tag" : "text"}`;
  return namedAsOneStatementRead(db, `site_search_${kind}`, () => {
    const { piece, read } = jsonSelects({
      creators: shownOfFrontQuery(db),
      jobs: jobsFoundQuery(db, spans.jobs),
      posts: postsFoundQuery(db, spans.byTag, spans.posts),
    });
    return { pieces: [piece], read };
  });
}

/** A group's reads after the first, over all its rows, each one named statement. */
function jobsFound(db: Database) {
  return namedStatement(db, "site_search_jobs_all", (name) =>
    jobsFoundQuery(db, "all").prepare(name),
  );
}

function postsFound(db: Database, byTag: boolean) {
  const name = byTag ? "site_search_tag_posts_all" : "site_search_posts_all";
  return namedStatement(db, name, (statementName) =>
    postsFoundQuery(db, byTag, "all").prepare(statementName),
  );
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
 * this instance's rare words (see newestMatches). Its first reads are one statement
 * (firstReads); a group that needs more reads it after.
 */
export function createSiteSearch(search: CreatorSearch) {
  const { db } = search;
  const sparse = new LRUCache<string, true>({ max: SPARSE_WORDS_KEPT, ttl: SPARSE_WORDS_MS });
  return async (viewerId: string, query: string): Promise<SearchResults> => {
    const pattern = containsPattern(query);
    const byTag = HASHTAG.test(query);
    const lowered = query.toLowerCase();
    const jobsKey = `jobs:${pattern}`;
    const postsKey = `${byTag ? "tag" : "posts"}:${pattern}`;
    const spans = { jobs: firstSpan(sparse, jobsKey), posts: firstSpan(sparse, postsKey), byTag };
    const creatorsPage = { q: query, profession: "", offset: 0, limit: SEARCH_GROUP_LIMIT };
    const ranking = await rankingToStart(search.rankings, lowered, creatorsPage.profession);
    const readFirst = firstReads(db, spans);
    const first = await readFirst({
      viewerId,
      front: ranking ? frontOf(ranking.ids, creatorsPage) : [],
      pattern,
      tag: lowered,
    });
    const [foundUsers, foundJobs, foundPosts] = await Promise.all([
      searchCreators(search, viewerId, creatorsPage, { ranking, front: first.creators }),
      fromFirstRead(
        sparse,
        jobsKey,
        SEARCH_GROUP_LIMIT,
        { span: spans.jobs, rows: first.jobs },
        () => jobsFound(db).execute({ viewerId, pattern }),
      ),
      fromFirstRead(
        sparse,
        postsKey,
        SEARCH_GROUP_LIMIT,
        { span: spans.posts, rows: first.posts },
        () => postsFound(db, byTag).execute({ viewerId, pattern, tag: lowered }),
      ),
    ]);
    return {
      users: foundUsers,
      jobs: foundJobs.map(jobFromRow),
      posts: foundPosts.map(presentPost),
    };
  };
}
