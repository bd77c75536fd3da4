import { eq, inArray, sql } from "drizzle-orm";
import { confirmCurrentPassword } from "../auth/current-password.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { availabilityEvents, comments, postLikes, posts, users } from "../db/schema/index.ts";
import { deleteObjectsOf } from "../storage/delete-objects.ts";

/**
 * Removes a member and everything they own. Rows go by cascade (posts, comments, likes,
 * bookmarks, follows, messages, portfolio, events, applications, sessions); before that the
 * counters on other members' posts are taken down, invitations to them are withdrawn, and
 * their uploaded files are deleted; after it, their live sockets close on every instance.
 */
export async function deleteAccount(
  context: Pick<AppContext, "db" | "objects" | "sessions">,
  userId: string,
) {
  await deleteObjectsOf(context, userId);
  await context.db.transaction(async (tx) => {
    const liked = tx
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(eq(postLikes.userId, userId));
    await tx
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
      .where(inArray(posts.id, liked));
    await tx
      .update(posts)
      .set({
        commentsCount: sql`greatest(${posts.commentsCount} - (
          select count(*)::int from ${comments}
          where ${comments.postId} = ${posts.id} and ${comments.userId} = ${userId}
        ), 0)`,
      })
      .where(
        inArray(
          posts.id,
          tx.select({ postId: comments.postId }).from(comments).where(eq(comments.userId, userId)),
        ),
      );
    await tx
      .update(availabilityEvents)
      .set({ invitedUsers: sql`array_remove(${availabilityEvents.invitedUsers}, ${userId}::uuid)` })
      .where(sql`${userId}::uuid = any(${availabilityEvents.invitedUsers})`);
    await tx.delete(users).where(eq(users.id, userId));
  });
  await context.sessions.allEnded(userId);
}

/** A member closing their own account: the current password first, then everything goes. */
export async function closeAccount(
  context: Pick<AppContext, "db" | "objects" | "sessions">,
  me: SessionUser,
  password: string,
) {
  await confirmCurrentPassword(context.db, me.id, password);
  await deleteAccount(context, me.id);
}
