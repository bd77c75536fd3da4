import { eq } from "drizzle-orm";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { notifyMember } from "../notifications/notify.ts";
import { follow, followCounts, isFollowing, unfollow } from "./follows.ts";
import { fullName, presentUser } from "./presenter.ts";
import { memberContentAccess, memberParams } from "./privacy.ts";
import { recordProfileView } from "./profile-views.ts";
import { countPosts, memberStats } from "./stats.ts";
import { suggestedMembers } from "./suggestions.ts";

const NOT_FOUND = { message: "User not found" };

export async function userRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const guarded = { config: { access: "member" as const } };
  const withMember = { ...guarded, schema: { params: memberParams } };

  async function memberExists(id: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    return row !== undefined;
  }

  app.get("/api/users/suggested", guarded, async (request) =>
    suggestedMembers(db, currentUser(request)),
  );

  app.get("/api/users/:id", withMember, async (request, reply) => {
    const viewer = currentUser(request);
    const [row] = await db.select().from(users).where(eq(users.id, request.params.id));
    if (!row) return reply.code(404).send(NOT_FOUND);
    if (row.id !== viewer.id) await recordProfileView(db, row.id, viewer.id);
    const contentVisible = (await memberContentAccess(db, viewer.id, row.id)) === "visible";
    return {
      ...presentUser(row, viewer.id),
      contentVisible,
      postsCount: contentVisible ? await countPosts(db, row.id) : null,
    };
  });

  app.get("/api/users/:id/stats", withMember, async (request, reply) => {
    if (request.params.id !== currentUser(request).id) {
      return reply.code(403).send({ message: "Analytics are private to their owner." });
    }
    return memberStats(db, request.params.id);
  });

  app.get("/api/users/:id/follow-counts", withMember, async (request, reply) => {
    if (!(await memberExists(request.params.id))) return reply.code(404).send(NOT_FOUND);
    return followCounts(db, request.params.id);
  });

  app.get("/api/users/:id/is-following", withMember, async (request) => ({
    isFollowing: await isFollowing(db, currentUser(request).id, request.params.id),
  }));

  app.post("/api/users/:id/follow", withMember, async (request, reply) => {
    const me = currentUser(request);
    if (request.params.id === me.id)
      return reply.code(400).send({ message: "You cannot follow yourself." });
    if (!(await memberExists(request.params.id))) return reply.code(404).send(NOT_FOUND);
    if (await follow(db, me.id, request.params.id)) {
      await notifyMember(context, request.params.id, me.id, {
        type: "follow",
        title: "New follower",
        message: `${fullName(me)} started following you.`,
      });
    }
    return { isFollowing: true, ...(await followCounts(db, request.params.id)) };
  });

  app.delete("/api/users/:id/follow", withMember, async (request) => {
    await unfollow(db, currentUser(request).id, request.params.id);
    return { isFollowing: false, ...(await followCounts(db, request.params.id)) };
  });
}
