import type { Profile } from "@contract/users.ts";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { posts, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { presentUser } from "./presenter.ts";
import { authorVisibleTo, blockExists, MEMBER_NOT_FOUND_MESSAGE, presentTo } from "./privacy.ts";
import { recordProfileView } from "./profile-views.ts";

/**
 * A profile page's member as the viewer may see it. Opening someone else's profile counts as
 * a view; the posts count is shown only where the posts are.
 */
export async function viewProfile(
  db: Database,
  viewer: SessionUser,
  memberId: string,
): Promise<Profile> {
  // One read for the member, whether the viewer may see their content, and their posts count.
  const [row] = await db
    .select({
      member: users,
      contentVisible: sql<boolean>`${authorVisibleTo(viewer.id)}`,
      blockedMe: blockExists(users.id, viewer.id),
      blockedByMe: blockExists(viewer.id, users.id),
      postsCount: db.$count(posts, eq(posts.userId, users.id)),
    })
    .from(users)
    .where(and(eq(users.id, memberId), presentTo(viewer.id)));
  // A member who blocked the viewer is, to them, nobody: they are not told of the block.
  const { member, contentVisible, blockedByMe, postsCount } = found(
    row?.blockedMe ? null : row,
    MEMBER_NOT_FOUND_MESSAGE,
  );
  if (member.id !== viewer.id) await recordProfileView(db, member.id, viewer.id);
  return {
    ...presentUser(member, viewer.id),
    contentVisible,
    blockedByMe,
    postsCount: contentVisible ? postsCount : null,
  };
}
