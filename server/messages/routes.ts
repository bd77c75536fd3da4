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
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { sendPage } from "../http/cursor-pages.ts";
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
      return sendPage(reply, page);
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
      return sendPage(reply, page);
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
