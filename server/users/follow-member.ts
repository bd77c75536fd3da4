import type { FollowState } from "@contract/profile.ts";
import type { SessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { found } from "../http/authorize.ts";
import { BadRequestError } from "../http/errors.ts";
import { publishNotifications, recordNotification } from "../notifications/notify.ts";
import { follow, followCounts, unfollow } from "./follows.ts";
import { fullName } from "./presenter.ts";
import { blockedEitherWay, MEMBER_NOT_FOUND_MESSAGE } from "./privacy.ts";
import { memberExists } from "./queries.ts";

/** Follows a member; the followed member hears of it once, after it is stored. */
export async function followMember(
  context: Pick<AppContext, "db" | "events">,
  follower: SessionUser,
  memberId: string,
): Promise<FollowState> {
  const { db } = context;
  if (memberId === follower.id) throw new BadRequestError("You cannot follow yourself.");
  // Across a block there is nobody to follow, and the follower is not told why.
  const reachable =
    (await memberExists(db, memberId)) && !(await blockedEitherWay(db, follower.id, memberId));
  found(reachable || null, MEMBER_NOT_FOUND_MESSAGE);
  const notification = await db.transaction(async (tx) =>
    (await follow(tx, follower.id, memberId))
      ? recordNotification(tx, memberId, follower.id, {
          type: "follow",
          title: "New follower",
          message: `${fullName(follower)} started following you.`,
          link: `/profile/${follower.id}`,
        })
      : null,
  );
  await publishNotifications(context.events, [notification]);
  return { isFollowing: true, ...(await followCounts(db, memberId)) };
}

export async function unfollowMember(
  db: AppContext["db"],
  follower: SessionUser,
  memberId: string,
): Promise<FollowState> {
  await unfollow(db, follower.id, memberId);
  return { isFollowing: false, ...(await followCounts(db, memberId)) };
}
