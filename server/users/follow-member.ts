import type { PageQuery } from "@contract/pages.ts";
import {
  FOLLOW_REQUEST_NOT_FOUND_MESSAGE,
  type FollowState,
  type IsFollowing,
} from "@contract/profile.ts";
import type { UserSummary } from "@contract/users.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { type KeysetPage, keysetList } from "../db/keyset.ts";
import { followRequests, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { follow, followCounts, isFollowing, unfollow } from "./follows.ts";
import { fullName, userSummaryColumns } from "./presenter.ts";
import { blockedEitherWay, MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";

/**
 * Follows a member. A member who shares with followers only is asked first: the follow waits
 * as a request until they approve it. Either way they hear of it once, after it is stored.
 */
export async function followMember(
  context: Pick<AppContext, "db" | "events">,
  follower: SessionUser,
  memberId: string,
): Promise<FollowState> {
  const { db } = context;
  if (memberId === follower.id) throw new BadRequestError("You cannot follow yourself.");
  const target = await followTarget(db, follower.id, memberId);
  const asks = target.visibility === "followers";
  const outcome = await db.transaction(async (tx) => {
    if (await isFollowing(tx, follower.id, memberId)) return null;
    if (!asks) {
      return (await follow(tx, follower.id, memberId))
        ? recordNotification(tx, memberId, follower.id, {
            type: "follow",
            title: "New follower",
            message: `${fullName(follower)} started following you.`,
            link: `/profile/${follower.id}`,
          })
        : null;
    }
    const asked = await tx
      .insert(followRequests)
      .values({ requesterId: follower.id, targetId: memberId })
      .onConflictDoNothing()
      .returning({ requesterId: followRequests.requesterId });
    return asked.length > 0
      ? recordNotification(tx, memberId, follower.id, {
          type: "follow",
          title: "Follow request",
          message: `${fullName(follower)} asked to follow you.`,
          link: "/settings?tab=privacy",
        })
      : null;
  });
  await publishNotifications(context.events, [outcome]);
  return Object.assign(
    {},
    await followStatus(db, follower.id, memberId),
    await followCounts(db, memberId),
  );
}

/** Who may be followed: a member who exists, with no block either way (nobody is told why). */
async function followTarget(db: Database, followerId: string, memberId: string) {
  const [row] = await db
    .select({ visibility: users.privacySettings })
    .from(users)
    .where(eq(users.id, memberId));
  const reachable = row && !(await blockedEitherWay(db, followerId, memberId));
  return {
    visibility: found(reachable ? row : null, MEMBER_NOT_FOUND_MESSAGE).visibility
      .profileVisibility,
  };
}

/** Unfollows a member, or withdraws a request to follow them. */
export async function unfollowMember(
  db: AppContext["db"],
  follower: SessionUser,
  memberId: string,
): Promise<FollowState> {
  await db.transaction(async (tx) => {
    await unfollow(tx, follower.id, memberId);
    await tx
      .delete(followRequests)
      .where(
        and(eq(followRequests.requesterId, follower.id), eq(followRequests.targetId, memberId)),
      );
  });
  return { isFollowing: false, isRequested: false, ...(await followCounts(db, memberId)) };
}

/** Whether the viewer follows a member, or is waiting for them to approve a request. */
export async function followStatus(
  db: Database,
  viewerId: string,
  memberId: string,
): Promise<IsFollowing> {
  const [following, [request]] = await Promise.all([
    isFollowing(db, viewerId, memberId),
    db
      .select({ requesterId: followRequests.requesterId })
      .from(followRequests)
      .where(and(eq(followRequests.requesterId, viewerId), eq(followRequests.targetId, memberId))),
  ]);
  return { isFollowing: following, isRequested: request !== undefined };
}

/** Waiting requests, newest first (the asker settles requests of one instant). */
const waiting = keysetList("requests", followRequests.createdAt, followRequests.requesterId);

/**
 * A page of the members waiting for the signed-in member to answer their request, newest first:
 * a followers-only member others ask often may have thousands waiting.
 */
export async function incomingFollowRequests(
  db: Database,
  me: SessionUser,
  page: PageQuery,
): Promise<KeysetPage<UserSummary>> {
  const rows = await waitingStatement(db, page.limit + 1).execute({
    memberId: me.id,
    ...waiting.cursorValues(page.cursor),
  });
  const { items, nextCursor } = waiting.page(rows, page.limit);
  return { items: items.map((row) => row.member), nextCursor };
}

/** A page of waiting requests as a named statement. */
function waitingStatement(db: Database, size: number) {
  return waiting.namedPage(
    db,
    "follow_requests",
    size,
    () =>
      db
        .select({ member: userSummaryColumns(users), ...waiting.cursorColumns })
        .from(followRequests)
        .innerJoin(users, eq(users.id, followRequests.requesterId))
        .$dynamic(),
    eq(followRequests.targetId, sql.placeholder("memberId")),
  );
}

/** Approves or declines a request to follow the signed-in member; approving makes the follow. */
export async function answerFollowRequest(
  context: Pick<AppContext, "db" | "events">,
  me: SessionUser,
  requesterId: string,
  approve: boolean,
): Promise<void> {
  const notification = await context.db.transaction(async (tx) => {
    const [request] = await tx
      .delete(followRequests)
      .where(and(eq(followRequests.requesterId, requesterId), eq(followRequests.targetId, me.id)))
      .returning({ requesterId: followRequests.requesterId });
    found(request, FOLLOW_REQUEST_NOT_FOUND_MESSAGE);
    if (!approve) return null;
    await follow(tx, requesterId, me.id);
    return recordNotification(tx, requesterId, me.id, {
      type: "follow",
      title: "Follow request approved",
      message: `${fullName(me)} approved your request to follow them.`,
      link: `/profile/${me.id}`,
    });
  });
  await publishNotifications(context.events, [notification]);
}

/**
 * Opening a followers-only profile to everyone answers its waiting requests: each becomes a
 * follow, as it would have been had the profile been public when they asked.
 */
export async function approveAllFollowRequests(tx: Database, memberId: string): Promise<string[]> {
  const approved = await tx
    .delete(followRequests)
    .where(eq(followRequests.targetId, memberId))
    .returning({ requesterId: followRequests.requesterId });
  for (const { requesterId } of approved) await follow(tx, requesterId, memberId);
  return approved.map((row) => row.requesterId);
}
