import { eq, inArray, sql } from "drizzle-orm";
import { confirmCurrentPassword } from "../auth/current-password.ts";
import type { SessionUser } from "../auth/sessions.ts";
import { invitesMember } from "../availability/queries.ts";
import type { AppContext } from "../context.ts";
import type { Transaction } from "../db/client.ts";
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
  await deleteMembers(context, [userId]);
}

/**
 * Removes several members as `deleteAccount` removes one, in one transaction that
 * `alsoInTransaction` joins (an admin's audit line), given the ids that really existed.
 * Answers those ids.
 */
export async function deleteMembers(
  context: Pick<AppContext, "db" | "objects" | "sessions">,
  userIds: readonly string[],
  alsoInTransaction?: (tx: Transaction, deletedIds: string[]) => Promise<void>,
): Promise<string[]> {
  for (const userId of userIds) await deleteObjectsOf(context, userId);
  const deletedIds = await context.db.transaction(async (tx) => {
    const deleted: string[] = [];
    for (const userId of userIds) {
      if (await removeMemberRows(tx, userId)) deleted.push(userId);
    }
    await alsoInTransaction?.(tx, deleted);
    return deleted;
  });
  for (const userId of deletedIds) await context.sessions.allEnded(userId);
  return deletedIds;
}

async function removeMemberRows(tx: Transaction, userId: string): Promise<boolean> {
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
    .where(invitesMember(userId));
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
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
