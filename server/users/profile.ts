import type { Profile } from "@contract/users.ts";
import { and, eq, sql } from "drizzle-orm";
import { type SessionUser, sessionUserColumns } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { posts, profileViews, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { presentUser } from "./presenter.ts";
import { authorVisibleTo, blockExists, MEMBER_NOT_FOUND_MESSAGE, presentTo } from "./privacy.ts";

/**
 * A profile page's member as the viewer may see it. Opening someone else's profile counts as
 * a view; the posts count is shown only where the posts are.
 */
export async function viewProfile(
  db: Database,
  viewer: SessionUser,
  memberId: string,
): Promise<Profile> {
  const shown = and(eq(users.id, memberId), presentTo(viewer.id));
  // Opening someone else's profile counts as a view, at most once per viewer a day, in the
  // same statement as the read; a member who blocked the viewer is not viewed.
  const viewed = db.$with("viewed", {}).as(
    sql`insert into ${profileViews} (profile_id, viewer_id)
      select ${users.id}, ${viewer.id}::uuid from ${users}
      where ${shown} and ${users.id} <> ${viewer.id} and not ${blockExists(users.id, viewer.id)}
      on conflict do nothing`,
  );
  // One read for the member (never their password hash), whether the viewer may see their
  // content, and their posts count.
  const [row] = await db
    .with(viewed)
    .select({
      member: sessionUserColumns,
      contentVisible: sql<boolean>`${authorVisibleTo(viewer.id)}`,
      blockedMe: blockExists(users.id, viewer.id),
      blockedByMe: blockExists(viewer.id, users.id),
      postsCount: db.$count(posts, eq(posts.userId, users.id)),
    })
    .from(users)
    .where(shown);
  // A member who blocked the viewer is, to them, nobody: they are not told of the block.
  const { member, contentVisible, blockedByMe, postsCount } = found(
    row?.blockedMe ? null : row,
    MEMBER_NOT_FOUND_MESSAGE,
  );
  return {
    ...presentUser(member, viewer.id),
    contentVisible,
    blockedByMe,
    postsCount: contentVisible ? postsCount : null,
  };
}
