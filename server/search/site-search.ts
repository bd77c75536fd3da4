import { SEARCH_GROUP_LIMIT, type SearchResults } from "@contract/search.ts";
import { and, ilike, sql } from "drizzle-orm";
import { jobSearchText, jobs, postSearchText, posts } from "../db/schema/index.ts";
import { jobIsOpen, withoutCursor as jobWithoutCursor, selectJobs } from "../jobs/queries.ts";
import { selectPosts, withoutCursor } from "../posts/queries.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import type { CreatorSearch } from "./creator-rankings.ts";
import { searchCreators } from "./creators.ts";
import { containsPattern } from "./like-pattern.ts";

/**
 * A hashtag ('#kiln', as a tag link opens) finds the posts carrying exactly that tag, whatever
 * its case, as trending counts them; other text finds posts whose text or tags contain it.
 * Both read the trigram index on the post's text; the tag is then checked exactly.
 */
function postMatches(query: string, pattern: string) {
  const contains = ilike(postSearchText(posts), pattern);
  if (!HASHTAG.test(query)) return contains;
  return and(
    contains,
    sql`exists (select 1 from unnest(${posts.hashtags}) as tag where lower(tag) = ${query.toLowerCase()})`,
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
    selectJobs(db, {
      viewerId,
      where: and(jobIsOpen, ilike(jobSearchText(jobs), pattern)),
      limit: SEARCH_GROUP_LIMIT,
    }),
    selectPosts(db, {
      viewerId,
      where: and(authorVisibleTo(viewerId), postMatches(query, pattern)),
      limit: SEARCH_GROUP_LIMIT,
    }),
  ]);
  return {
    users: foundUsers,
    jobs: foundJobs.map(jobWithoutCursor),
    posts: foundPosts.map(withoutCursor),
  };
}
