import type { Post } from "@contract/posts.ts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { postLikes, posts, users } from "../db/schema/index.ts";

/** Posts in the SPEC §3 shape, newest first, with isLiked for the viewer. */
export async function selectPosts(
  db: Database,
  options: { viewerId: string; where?: SQL | undefined; limit: number },
): Promise<Post[]> {
  const rows = await db
    .select({
      post: posts,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        profession: users.profession,
      },
      isLiked: sql<boolean>`exists (select 1 from ${postLikes} where ${and(
        eq(postLikes.postId, posts.id),
        eq(postLikes.userId, options.viewerId),
      )})`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(options.where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(options.limit);
  return rows.map(({ post, author, isLiked }) => ({
    id: post.id,
    content: post.content,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    imageWidth: post.imageWidth,
    imageHeight: post.imageHeight,
    videoUrl: post.videoUrl,
    hashtags: post.hashtags,
    likes: post.likesCount,
    isLiked: Boolean(isLiked),
    views: post.viewsCount,
    commentsCount: post.commentsCount,
    createdAt: post.createdAt.toISOString(),
    user: author,
  }));
}
