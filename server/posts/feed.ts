import { and, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { follows, posts } from "../db/schema/index.ts";
import { authorVisibleTo } from "../users/privacy.ts";
import { encodeCursor, type FeedCursor } from "./cursor.ts";
import { type PostWithCursor, selectPosts, withoutCursor } from "./queries.ts";

/**
 * The home feed: the member's own posts and those of people they follow, newest first;
 * once those run out, recent posts from the rest of the community, each post once.
 * Both parts page by keyset on (created_at, id), so page 50 costs what page 1 does.
 */
export async function homeFeed(
  db: Database,
  viewerId: string,
  cursor: FeedCursor | null,
  limit: number,
) {
  const network = sql`(select ${follows.followingId} from ${follows} where ${follows.followerId} = ${viewerId})`;
  const inNetwork = or(eq(posts.userId, viewerId), inArray(posts.userId, network))!;
  const outsideNetwork = and(
    sql`${posts.userId} <> ${viewerId}`,
    notInArray(posts.userId, network),
    authorVisibleTo(viewerId),
  )!;

  const page: { post: PostWithCursor; tier: 0 | 1 }[] = [];
  if (!cursor || cursor.tier === 0) {
    const own = await selectPosts(db, {
      viewerId,
      where: and(inNetwork, authorVisibleTo(viewerId), after(cursor)),
      limit: limit + 1,
    });
    page.push(...own.map((post) => ({ post, tier: 0 as const })));
  }
  if (page.length <= limit) {
    const community = await selectPosts(db, {
      viewerId,
      where: and(outsideNetwork, cursor?.tier === 1 ? after(cursor) : undefined),
      limit: limit + 1 - page.length,
    });
    page.push(...community.map((post) => ({ post, tier: 1 as const })));
  }
  return paginate(page, limit);
}

/** One member's posts, newest first, by keyset. */
export async function postsByMember(
  db: Database,
  viewerId: string,
  memberId: string,
  cursor: FeedCursor | null,
  limit: number,
) {
  const rows = await selectPosts(db, {
    viewerId,
    where: and(eq(posts.userId, memberId), after(cursor)),
    limit: limit + 1,
  });
  return paginate(
    rows.map((post) => ({ post, tier: 0 as const })),
    limit,
  );
}

function after(cursor: FeedCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${posts.createdAt}, ${posts.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

function paginate(rows: { post: PostWithCursor; tier: 0 | 1 }[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ tier: last.tier, createdAt: last.post.cursorCreatedAt, id: last.post.id })
      : null;
  return { posts: shown.map(({ post }) => withoutCursor(post)), nextCursor };
}
