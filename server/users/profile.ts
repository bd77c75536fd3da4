import type { Profile } from "@contract/users.ts";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { found } from "../http/authorize.ts";
import { presentUser } from "./presenter.ts";
import { MEMBER_NOT_FOUND_MESSAGE, memberContentAccess } from "./privacy.ts";
import { recordProfileView } from "./profile-views.ts";
import { countPosts } from "./stats.ts";

/**
 * A profile page's member as the viewer may see it. Opening someone else's profile counts as
 * a view; the posts count is shown only where the posts are.
 */
export async function viewProfile(
  db: Database,
  viewer: SessionUser,
  memberId: string,
): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, memberId));
  const member = found(row, MEMBER_NOT_FOUND_MESSAGE);
  if (member.id !== viewer.id) await recordProfileView(db, member.id, viewer.id);
  const contentVisible = (await memberContentAccess(db, viewer.id, member.id)) === "visible";
  return {
    ...presentUser(member, viewer.id),
    contentVisible,
    postsCount: contentVisible ? await countPosts(db, member.id) : null,
  };
}
