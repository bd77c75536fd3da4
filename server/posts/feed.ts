import type { Post } from "@contract/posts.ts";
import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { decodeOptionalCursor, type KeysetCursor, keysetPage, olderThan } from "../db/keyset.ts";
import { follows, posts } from "../db/schema/index.ts";
import { assertContentVisible, authorVisibleTo } from "../users/privacy.ts";
import { type PostWithCursor, selectPosts, withoutCursor } from "./queries.ts";

/** The two parts of the home feed, in the order they are read. */
const NETWORK = "0";
const COMMUNITY = "1";

type FeedRow = { post: PostWithCursor; scope: string };
export type FeedPage = { posts: Post[]; nextCursor: string | null };

/**
 * What GET /api/posts answers: one member's posts when `userId` names someone (as privacy
 * allows), otherwise the viewer's home feed.
 */
export async function feedPage(
  db: Database,
  viewerId: string,
  query: { userId?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<FeedPage> {
  const cursor = decodeOptionalCursor(query.cursor);
  if (!query.userId) return homeFeed(db, viewerId, cursor, query.limit);
  await assertContentVisible(db, viewerId, query.userId);
  return postsByMember(db, viewerId, query.userId, cursor, query.limit);
}

/**
 * The home feed: the member's own posts and those of people they follow, newest first;
 * once those run out, recent posts from the rest of the community, each post once.
 * Both parts page by keyset on (created_at, id), so page 50 costs what page 1 does.
 */
async function homeFeed(
  db: Database,
  viewerId: string,
  cursor: KeysetCursor | null,
  limit: number,
): Promise<FeedPage> {
  const network = sql`(select ${follows.followingId} from ${follows} where ${follows.followerId} = ${viewerId})`;
  const inNetwork = or(eq(posts.userId, viewerId), inArray(posts.userId, network))!;
  const outsideNetwork = and(
    sql`${posts.userId} <> ${viewerId}`,
    notInArray(posts.userId, network),
    authorVisibleTo(viewerId),
  )!;

  const rows: FeedRow[] = [];
  if (!cursor || cursor.scope === NETWORK) {
    const own = await selectPosts(db, {
      viewerId,
      where: and(inNetwork, authorVisibleTo(viewerId), after(cursor)),
      limit: limit + 1,
    });
    rows.push(...own.map((post) => ({ post, scope: NETWORK })));
  }
  if (rows.length <= limit) {
    const community = await selectPosts(db, {
      viewerId,
      where: and(outsideNetwork, cursor?.scope === COMMUNITY ? after(cursor) : undefined),
      limit: limit + 1 - rows.length,
    });
    rows.push(...community.map((post) => ({ post, scope: COMMUNITY })));
  }
  return paginate(rows, limit);
}

/** One member's posts, newest first, by keyset. */
async function postsByMember(
  db: Database,
  viewerId: string,
  memberId: string,
  cursor: KeysetCursor | null,
  limit: number,
): Promise<FeedPage> {
  const rows = await selectPosts(db, {
    viewerId,
    where: and(eq(posts.userId, memberId), after(cursor)),
    limit: limit + 1,
  });
  return paginate(
    rows.map((post) => ({ post, scope: NETWORK })),
    limit,
  );
}

function after(cursor: KeysetCursor | null) {
  return olderThan(posts.createdAt, posts.id, cursor);
}

function paginate(rows: FeedRow[], limit: number): FeedPage {
  const page = keysetPage(rows, limit, ({ post, scope }) => ({
    scope,
    createdAt: post.cursorCreatedAt,
    id: post.id,
  }));
  return { posts: page.items.map(({ post }) => withoutCursor(post)), nextCursor: page.nextCursor };
}
