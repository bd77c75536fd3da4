import { ADMIN_POST_PREVIEW_LENGTH, type AdminPost } from "@contract/admin.ts";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { keysetList } from "../db/keyset.ts";
import { posts, users } from "../db/schema/index.ts";
import { removePosts } from "../posts/publish-post.ts";
import { type AdminActor, recordAdminAction } from "./audit-log.ts";

const POSTS_PAGE_SIZE = 25;
const postList = keysetList("posts", posts.createdAt, posts.id);

/** Every post newest first, each with the start of its text and its author's name. */
export async function listPostsForAdmin(db: Database, cursorText?: string) {
  const rows = await db
    .select({
      id: posts.id,
      preview: sql<string>`left(${posts.content}, ${ADMIN_POST_PREVIEW_LENGTH})`,
      likes: posts.likesCount,
      createdAt: posts.createdAt,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      ...postList.cursorColumns,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(postList.after(cursorText))
    .orderBy(...postList.newestFirst)
    .limit(POSTS_PAGE_SIZE + 1);
  const page = postList.page(rows, POSTS_PAGE_SIZE);
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
