import { PassThrough } from "node:stream";
import {
  AI_STREAM_CONTENT_TYPE,
  type AiSearchStreamEvent,
  aiConversationListSchema,
  aiConversationParamsSchema,
  aiMessageListSchema,
  aiMessageSchema,
  aiSearchResultSchema,
  aiSearchSchema,
  createAiConversationSchema,
  createdAiConversationSchema,
  saveAiMessageSchema,
} from "@contract/ai.ts";
import { z } from "zod/mini";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import {
  createAiConversation,
  listAiConversations,
  readAiMessages,
  saveAiMessage,
} from "./conversations.ts";
import { searchProfiles } from "./search-profiles.ts";

export async function aiRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;
  const owner = { access: "owner" } as const;
  const search = { access: "member", limits: ["ai-search"] } as const;

  app.get(
    "/api/ai/conversations",
    { config: member, schema: { response: { 200: aiConversationListSchema } } },
    async (request) => listAiConversations(db, currentUser(request)),
  );

  app.post(
    "/api/ai/conversations",
    {
      config: member,
      schema: { body: createAiConversationSchema, response: { 201: createdAiConversationSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAiConversation(db, currentUser(request), request.body.title)),
  );

  app.get(
    "/api/ai/conversations/:id/messages",
    {
      config: owner,
      schema: { params: aiConversationParamsSchema, response: { 200: aiMessageListSchema } },
    },
    async (request) => readAiMessages(db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/ai/conversations/:id/messages",
    {
      config: owner,
      schema: {
        params: aiConversationParamsSchema,
        body: saveAiMessageSchema,
        response: { 201: aiMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await saveAiMessage(db, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    "/api/ai/search-profiles",
    { config: search, schema: { body: aiSearchSchema, response: { 200: aiSearchResultSchema } } },
    async (request) => searchProfiles(context, currentUser(request), request.body.query),
  );

  // The same search, answered as it is written: one JSON event a line (suggestions, pieces of
  // text, then the whole result), so the page shows the answer arriving.
  app.post(
    "/api/ai/search-profiles/stream",
    { config: search, schema: { body: aiSearchSchema, response: { 200: z.unknown() } } },
    async (request, reply) => {
      const stream = new PassThrough();
      const send = (event: AiSearchStreamEvent) => stream.write(`${JSON.stringify(event)}\n`);
      const asker = currentUser(request);
      const done = searchProfiles(context, asker, request.body.query, {
        onSuggestions: (suggestions) => send({ type: "suggestions", suggestions }),
        onText: (text) => send({ type: "text", text }),
      });
      done
        .then((result) => send({ type: "done", result }))
        .catch((error: unknown) => request.log.error(error))
        .finally(() => stream.end());
      return reply
        .header("content-type", AI_STREAM_CONTENT_TYPE)
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(stream);
    },
  );
}
