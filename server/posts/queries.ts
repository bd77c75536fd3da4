import type { Post } from "@contract/posts.ts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { postLikes, posts, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { authorVisibleTo } from "../users/privacy.ts";

export type PostWithCursor = Post & { cursorCreatedAt: string };

/**
 * Posts as members see them, newest first, with isLiked for the viewer. `page` is a subquery
 * answering the ids of one page (with its own order and limit): the posts are then read whole
 * by primary key, so the search for the page touches only index entries.
 */
export async function selectPosts(
  db: Database,
  options: {
    viewerId: string;
    where?: SQL | undefined;
    page?: SQL | undefined;
    limit: number;
    orderBy?: SQL[];
  },
): Promise<PostWithCursor[]> {
  const query = db
    .select({
      post: posts,
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
        eq(postLikes.userId, options.viewerId),
      )})`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .$dynamic();
  if (options.page) query.innerJoin(sql`(${options.page}) as page`, sql`page.id = ${posts.id}`);
  const rows = await query
    .where(options.where)
    .orderBy(...(options.orderBy ?? [desc(posts.createdAt), desc(posts.id)]))
    .limit(options.limit);
  return rows.map(({ post, author, isLiked, cursorCreatedAt }) => ({
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
    cursorCreatedAt,
  }));
}

/** Drops the internal cursor field before a post goes on the wire. */
export function withoutCursor({ cursorCreatedAt: _cursor, ...post }: PostWithCursor): Post {
  return post;
}

export const POST_NOT_FOUND_MESSAGE = "Post not found.";

/** One post the viewer may see, or a 404: missing and hidden look the same. */
export async function visiblePost(db: Database, viewerId: string, postId: string): Promise<Post> {
  return found(await findVisiblePost(db, viewerId, postId), POST_NOT_FOUND_MESSAGE);
}

/** One post the viewer may see, or null (missing and hidden look the same). */
export async function findVisiblePost(db: Database, viewerId: string, postId: string) {
  const [post] = await selectPosts(db, {
    viewerId,
    where: and(eq(posts.id, postId), authorVisibleTo(viewerId)),
    limit: 1,
  });
  return post ? withoutCursor(post) : null;
}
