import { ADMIN_POST_PREVIEW_LENGTH, type AdminPost } from "@contract/admin.ts";
import { desc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { cursorTime, decodeOptionalCursor, keysetPage, olderThan } from "../db/keyset.ts";
import { posts, users } from "../db/schema/index.ts";
import { removePosts } from "../posts/publish-post.ts";
import { type AdminActor, recordAdminAction } from "./audit-log.ts";

const POSTS_PAGE_SIZE = 25;
const POSTS_SCOPE = "posts";

/** Every post newest first, each with the start of its text and its author's name. */
export async function listPostsForAdmin(db: Database, cursorText?: string) {
  const cursor = decodeOptionalCursor(cursorText);
  const rows = await db
    .select({
      id: posts.id,
      preview: sql<string>`left(${posts.content}, ${ADMIN_POST_PREVIEW_LENGTH})`,
      likes: posts.likesCount,
      createdAt: posts.createdAt,
      cursorTime: cursorTime(posts.createdAt),
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(olderThan(posts.createdAt, posts.id, cursor))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(POSTS_PAGE_SIZE + 1);
  const page = keysetPage(rows, POSTS_PAGE_SIZE, (row) => ({
    scope: POSTS_SCOPE,
    createdAt: row.cursorTime,
    id: row.id,
  }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(
      (row): AdminPost => ({
        id: row.id,
        content: row.preview,
        user: row.user,
        likes: row.likes,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}

/** An admin deletes posts as their authors would, images included; the audit line stays. */
export async function deletePostsAsAdmin(
  context: Pick<AppContext, "db" | "objects">,
  actor: AdminActor,
  postIds: readonly string[],
): Promise<{ deleted: number }> {
  const deleted = await removePosts(context, postIds, (tx, deletedIds) =>
    recordAdminAction(tx, actor, { action: "delete-posts", targetIds: deletedIds }),
  );
  return { deleted: deleted.length };
}
