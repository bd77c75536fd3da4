import type { Profile } from "@contract/users.ts";
import { and, eq, sql } from "drizzle-orm";
import { type SessionUser, sessionUserColumns } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { namedStatement } from "../db/named-statements.ts";
import { posts, profileViews, users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { presentUser } from "./presenter.ts";
import { authorVisibleTo, blockExists, MEMBER_NOT_FOUND_MESSAGE, presentTo } from "./privacy.ts";

/**
 * The statement behind a profile page, built once and named: the member (never their password
 * hash), whether the viewer may see their content, the blocks either way and their posts count,
 * in one read. Opening someone else's profile counts as a view, at most once per viewer a day,
 * in the same statement as the read; a member who blocked the viewer is not viewed.
 */
function profileStatement(db: Database) {
  return namedStatement(db, "view_profile", (name) => {
    const viewerId = sql.placeholder("viewerId");
    const shown = and(eq(users.id, sql.placeholder("memberId")), presentTo(viewerId));
    const viewed = db.$with("viewed", {}).as(
      sql`insert into ${profileViews} (profile_id, viewer_id)
        select ${users.id}, ${viewerId}::uuid from ${users}
        where ${shown} and ${users.id} <> ${viewerId} and not ${blockExists(users.id, viewerId)}
        on conflict do nothing`,
    );
    return db
      .with(viewed)
      .select({
        member: sessionUserColumns,
        contentVisible: sql<boolean>`${authorVisibleTo(viewerId)}`,
        blockedMe: blockExists(users.id, viewerId),
        blockedByMe: blockExists(viewerId, users.id),
        postsCount: db.$count(posts, eq(posts.userId, users.id)),
      })
      .from(users)
      .where(shown)
      .prepare(name);
  });
}

/**
 * A profile page's member as the viewer may see it; the posts count is shown only where the
 * posts are.
 */
export async function viewProfile(
  db: Database,
  viewer: SessionUser,
  memberId: string,
): Promise<Profile> {
  const [row] = await profileStatement(db).execute({ viewerId: viewer.id, memberId });
  // A member who blocked the viewer is, to them, nobody: they are not told of the block.
  const { member, contentVisible, blockedByMe, postsCount } = found(
    row?.blockedMe ? null : row,
    MEMBER_NOT_FOUND_MESSAGE,
  );
  return {
    contentVisible,
    blockedByMe,
    postsCount: contentVisible ? postsCount : null,
    ...presentUser(member, viewer.id),
  };
}
