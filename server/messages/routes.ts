import {
  conversationListSchema,
  conversationParamsSchema,
  messageListSchema,
  messagePageQuerySchema,
  messageSchema,
  sendMessageSchema,
  startConversationSchema,
  startedConversationSchema,
} from "@contract/messages.ts";
import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { listConversations, readConversation } from "./conversations.ts";
import { createMessageSender } from "./send-message.ts";
import { startConversation } from "./start-conversation.ts";

export async function messageRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;
  const member = { access: "member" } as const;
  const sendMessage = createMessageSender(context);

  app.get(
    "/api/conversations",
    {
      config: member,
      schema: { querystring: messagePageQuerySchema, response: { 200: conversationListSchema } },
    },
    async (request, reply) => {
      const page = await listConversations(db, currentUser(request).id, request.query.cursor);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    "/api/conversations/:userId",
    {
      config: member,
      schema: {
        params: conversationParamsSchema,
        querystring: messagePageQuerySchema,
        response: { 200: messageListSchema },
      },
    },
    async (request, reply) => {
      const page = await readConversation(
        context,
        currentUser(request).id,
        request.params.userId,
        request.query.cursor,
      );
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    "/api/conversations",
    {
      config: { access: "member", reachesOthers: true },
      schema: { body: startConversationSchema, response: { 201: startedConversationSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await startConversation(context, currentUser(request), request.body)),
  );

  app.post(
    "/api/messages",
    {
      config: { access: "member", reachesOthers: true, limits: ["send-message"] },
      schema: { body: sendMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await sendMessage(currentUser(request), request.body)),
  );
}
