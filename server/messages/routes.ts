import { startConversationSchema, startedConversationSchema } from "@contract/messages.ts";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { startConversation } from "./start-conversation.ts";

export async function messageRoutes(app: AppInstance, { context }: { context: AppContext }) {
  app.post(
    "/api/conversations",
    {
      config: { access: "member", reachesOthers: true },
      schema: { body: startConversationSchema, response: { 201: startedConversationSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await startConversation(context, currentUser(request), request.body)),
  );
}
