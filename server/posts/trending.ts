import { FALLBACK_TRENDING, type TrendingTag } from "@contract/posts.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { posts } from "../db/schema/index.ts";

const TRENDING_DAYS = 7;
/** How old the list an instance serves may be. */
export const TRENDING_MAX_AGE_MS = 60_000;
const TRENDING_SIZE = 6;
/** Below this many distinct tags in the window the list would look empty: use the fixed list instead. */
const MINIMUM_TAGS = 3;

/** The most used hashtags of the last 7 days, counted without regard to case. */
export async function trendingHashtags(db: Database): Promise<TrendingTag[]> {
  const rows = await db
    .select({ tag: sql<string>`min(tag)`, count: sql<number>`count(*)::int` })
    .from(sql`${posts}, unnest(${posts.hashtags}) as tag`)
    // The window is written into the text: as a bound value the planner could not tell a week's
    // posts from a third of them, and the plan a named statement keeps would read them all.
    .where(sql`${posts.createdAt} > now() - ${sql.raw(`interval '${TRENDING_DAYS} days'`)}`)
    .groupBy(sql`lower(tag)`)
    .orderBy(sql`count(*) desc`, sql`lower(tag)`)
    .limit(TRENDING_SIZE);
  return rows.length >= MINIMUM_TAGS ? rows : FALLBACK_TRENDING;
}
