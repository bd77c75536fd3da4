import { BLOCK_YOURSELF_MESSAGE, type BlockState, type UserSummary } from "@contract/users.ts";
import { and, desc, eq, or } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { blocks, followRequests, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { unfollow } from "./follows.ts";
import { userSummaryColumns } from "./presenter.ts";
import { MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";
import { memberExists } from "./queries.ts";

/**
 * Blocks a member: from now on neither sees, finds, follows or writes to the other. Follows and
 * follow requests between them end in the same transaction, so neither keeps the other in
 * their feed.
 */
export async function blockMember(
  db: Database,
  me: SessionUser,
  memberId: string,
): Promise<BlockState> {
  if (memberId === me.id) throw new BadRequestError(BLOCK_YOURSELF_MESSAGE);
  found(await memberExists(db, memberId), MEMBER_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId: me.id, blockedId: memberId }).onConflictDoNothing();
    await unfollow(tx, me.id, memberId);
    await unfollow(tx, memberId, me.id);
    await tx
      .delete(followRequests)
      .where(
        or(
          and(eq(followRequests.requesterId, me.id), eq(followRequests.targetId, memberId)),
          and(eq(followRequests.requesterId, memberId), eq(followRequests.targetId, me.id)),
        ),
      );
  });
  return { isBlocked: true };
}

/** Lifts the member's block; follows that ended with it stay ended. */
export async function unblockMember(
  db: Database,
  me: SessionUser,
  memberId: string,
): Promise<BlockState> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, me.id), eq(blocks.blockedId, memberId)));
  return { isBlocked: false };
}

/** Everyone the member has blocked, most recent first. */
export async function listBlockedMembers(db: Database, me: SessionUser): Promise<UserSummary[]> {
  return db
    .select(userSummaryColumns(users))
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, me.id))
    .orderBy(desc(blocks.createdAt));
}
