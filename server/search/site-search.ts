import { SEARCH_GROUP_LIMIT, type SearchResults } from "@contract/search.ts";
import { and, desc, ilike, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { limitInText, namedStatement } from "../db/named-statements.ts";
import { jobSearchText, jobs, postSearchText, posts } from "../db/schema/index.ts";
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
 * The posts a search finds, through one named statement for text and one for a tag, so a
 * search binds its values rather than building the query again. A hashtag ('#kiln', as a tag
 * link opens) finds the posts carrying exactly that tag, whatever its case, as trending counts
 * them; other text finds posts whose text or tags contain it. Both read the trigram index on
 * the post's text; the tag is then checked exactly.
 */
function postsFound(db: Database, byTag: boolean) {
  return namedStatement(db, byTag ? "site_search_tag_posts" : "site_search_posts", (name) => {
    const viewerId = sql.placeholder("viewerId");
    const matches = ilike(postSearchText(posts), sql.placeholder("pattern"));
    const tagged = sql`exists (select 1 from unnest(${posts.hashtags}) as tag where lower(tag) = ${sql.placeholder("tag")})`;
    return postsReadBy(db, viewerId)
      .where(and(authorVisibleTo(viewerId), matches, byTag ? tagged : undefined))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limitInText(SEARCH_GROUP_LIMIT))
      .prepare(name);
  });
}

/** The open jobs a search finds, newest first, through one named statement. */
function jobsFound(db: Database) {
  return namedStatement(db, "site_search_jobs", (name) =>
    jobsReadBy(db, sql.placeholder("viewerId"))
      .where(and(jobIsOpen, ilike(jobSearchText(jobs), sql.placeholder("pattern"))))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limitInText(SEARCH_GROUP_LIMIT))
      .prepare(name),
  );
}

const HASHTAG = /^#[\p{L}\p{N}_]+$/u;

/** One search over creatives, jobs and posts for the /search page. */
export async function searchSite(
  search: CreatorSearch,
  viewerId: string,
  query: string,
): Promise<SearchResults> {
  const { db } = search;
  const pattern = containsPattern(query);
  const [foundUsers, foundJobs, foundPosts] = await Promise.all([
    searchCreators(search, viewerId, {
      q: query,
      profession: "",
      offset: 0,
      limit: SEARCH_GROUP_LIMIT,
    }),
    jobsFound(db).execute({ viewerId, pattern }),
    postsFound(db, HASHTAG.test(query)).execute({
      viewerId,
      pattern,
      tag: query.toLowerCase(),
    }),
  ]);
  return {
    users: foundUsers,
    jobs: foundJobs.map((row) => jobWithoutCursor(jobFromRow(row))),
    posts: foundPosts.map(presentPost),
  };
}
