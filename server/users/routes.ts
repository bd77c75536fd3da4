import { noContentSchema } from "@contract/common.ts";
import { pageQuerySchema } from "@contract/pages.ts";
import { userStatsSchema } from "@contract/posts.ts";
import {
  followCountsSchema,
  followRequestListSchema,
  followStateSchema,
  isFollowingSchema,
} from "@contract/profile.ts";
import {
  blockedMembersSchema,
  blockStateSchema,
  profileSchema,
  userSummarySchema,
} from "@contract/users.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { authorize } from "../http/authorize.ts";
import { sendPage } from "../http/cursor-pages.ts";
import { blockMember, listBlockedMembers, unblockMember } from "./block-member.ts";
import {
  answerFollowRequest,
  followMember,
  followStatus,
  incomingFollowRequests,
  unfollowMember,
} from "./follow-member.ts";
import { followCountsOf } from "./follows.ts";
import { canSeeStats } from "./policy.ts";
import { memberParams } from "./privacy.ts";
import { viewProfile } from "./profile.ts";
import { memberStats } from "./stats.ts";
import { suggestedMembers } from "./suggestions.ts";

export async function userRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;

  app.get(
    "/api/users/suggested",
    { config: member, schema: { response: { 200: z.array(userSummarySchema) } } },
    async (request) => suggestedMembers(db, currentUser(request)),
  );

  app.get(
    "/api/users/:id",
    { config: member, schema: { params: memberParams, response: { 200: profileSchema } } },
    async (request) => viewProfile(db, currentUser(request), request.params.id),
  );

  app.get(
    "/api/users/:id/stats",
    {
      config: { access: "owner" },
      schema: { params: memberParams, response: { 200: userStatsSchema } },
    },
    async (request) => {
      authorize(currentUser(request), canSeeStats, request.params);
      return memberStats(db, request.params.id);
    },
  );

  app.get(
    "/api/users/:id/follow-counts",
    { config: member, schema: { params: memberParams, response: { 200: followCountsSchema } } },
    async (request) => followCountsOf(db, request.params.id),
  );

  app.get(
    "/api/users/:id/is-following",
    { config: member, schema: { params: memberParams, response: { 200: isFollowingSchema } } },
    async (request) => followStatus(db, currentUser(request).id, request.params.id),
  );

  app.post(
    "/api/users/:id/follow",
    {
      config: { reachesOthers: true, ...member },
      schema: { params: memberParams, response: { 200: followStateSchema } },
    },
    async (request) => followMember(context, currentUser(request), request.params.id),
  );

  app.delete(
    "/api/users/:id/follow",
    { config: member, schema: { params: memberParams, response: { 200: followStateSchema } } },
    async (request) => unfollowMember(db, currentUser(request), request.params.id),
  );

  app.get(
    "/api/blocks",
    { config: member, schema: { response: { 200: blockedMembersSchema } } },
    async (request) => listBlockedMembers(db, currentUser(request)),
  );

  app.post(
    "/api/users/:id/block",
    { config: member, schema: { params: memberParams, response: { 200: blockStateSchema } } },
    async (request) => blockMember(db, currentUser(request), request.params.id),
  );

  app.delete(
    "/api/users/:id/block",
    { config: member, schema: { params: memberParams, response: { 200: blockStateSchema } } },
    async (request) => unblockMember(db, currentUser(request), request.params.id),
  );

  app.get(
    "/api/follow-requests",
    {
      config: member,
      schema: { querystring: pageQuerySchema, response: { 200: followRequestListSchema } },
    },
    async (request, reply) =>
      sendPage(reply, await incomingFollowRequests(db, currentUser(request), request.query)),
  );

  app.post(
    "/api/follow-requests/:id/approve",
    { config: member, schema: { params: memberParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await answerFollowRequest(context, currentUser(request), request.params.id, true);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/follow-requests/:id",
    { config: member, schema: { params: memberParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await answerFollowRequest(context, currentUser(request), request.params.id, false);
      return reply.code(204).send(null);
    },
  );
}
