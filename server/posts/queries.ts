import type { Post } from "@contract/posts.ts";
import { and, eq, type Placeholder, type SQL, type Subquery, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { limitInText, namedStatement } from "../db/named-statements.ts";
import { postColumns, postLikes, posts, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { authorVisibleTo } from "../users/privacy.ts";

/**
 * What a post is read with as members see it: the post, its author, the cursor text and isLiked
 * for the viewer (an id, or the placeholder of a named statement). isLiked looks up each post's
 * (post, viewer) key; its `offset 0` keeps PostgreSQL from reading instead every like the
 * viewer ever gave into a hash, which a plan made for the average member picks and which costs
 * a member with thousands of likes milliseconds a page (5,000 likes: a feed page 3.1 ms instead
 * of 1.9 ms, M tier, one connection).
 */
function columnsReadBy(viewerId: string | Placeholder | SQL) {
  return {
    post: postColumns,
    cursorCreatedAt: sql<string>`${posts.createdAt}::text`,
    author: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      profession: users.profession,
      isVerified: users.isVerified,
    },
    isLiked: sql<boolean>`exists (select 1 from ${postLikes} where ${and(
      eq(postLikes.postId, posts.id),
      eq(postLikes.userId, viewerId),
    )} offset 0)`,
  };
}

/**
 * Posts as members see them, with their authors (and any `extra` columns, such as a joined
 * page's), ready for a where, an order and a limit. `from` may name a subquery standing for
 * the posts table under its name (as newestRows does), so the columns read its rows.
 */
export function postsReadBy<Extra extends Record<string, SQL>>(
  db: Database,
  viewerId: string | Placeholder | SQL,
  { extra, from = posts }: { extra?: Extra; from?: typeof posts | Subquery } = {},
) {
  return db
    .select(Object.assign(columnsReadBy(viewerId), extra as Extra))
    .from(from)
    .innerJoin(users, eq(users.id, posts.userId))
    .$dynamic();
}

type PostRow = Awaited<ReturnType<typeof postsReadBy<Record<never, SQL>>>>[number];

/** A post with its author, as the viewer sees it on the wire. */
export function presentPost({ post, author, isLiked }: Omit<PostRow, "cursorCreatedAt">): Post {
  return {
    id: post.id,
    content: post.content,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    imageWidth: post.imageWidth,
    imageHeight: post.imageHeight,
    imageBlurhash: post.imageBlurhash,
    videoUrl: post.videoUrl,
    hashtags: post.hashtags,
    likes: post.likesCount,
    isLiked: Boolean(isLiked),
    views: post.viewsCount,
    commentsCount: post.commentsCount,
    createdAt: post.createdAt.toISOString(),
    user: author,
  };
}

export const POST_NOT_FOUND_MESSAGE = "Post not found.";

/** One post the viewer may see, or a 404: missing and hidden look the same. */
export async function visiblePost(db: Database, viewerId: string, postId: string): Promise<Post> {
  return found(await findVisiblePost(db, viewerId, postId), POST_NOT_FOUND_MESSAGE);
}

/** One post the viewer may see, or null (missing and hidden look the same). */
export async function findVisiblePost(db: Database, viewerId: string, postId: string) {
  const [row] = await visiblePostStatement(db).execute({ viewerId, postId });
  return row ? presentPost(row) : null;
}

/**
 * findVisiblePost's read as a named statement: opening a post, its comments and commenting on
 * it all ask it first, and building it was a quarter of the server's time on a page of comments.
 */
function visiblePostStatement(db: Database) {
  return namedStatement(db, "visible_post", (name) =>
    visiblePostQuery(db, sql.placeholder("viewerId")).prepare(name),
  );
}

/** The post at the placeholder `postId`, with its author, if the viewer may see it. */
export function visiblePostQuery(db: Database, viewer: Placeholder) {
  return postsReadBy(db, viewer)
    .where(and(eq(posts.id, sql.placeholder("postId")), authorVisibleTo(viewer)))
    .limit(limitInText(1));
}
