import { startConversationSchema } from "@contract/messages.ts";
import { ALLOW_MESSAGES_OFF_MESSAGE } from "@contract/settings.ts";
import { eq } from "drizzle-orm";
import { currentUser } from "../auth/plugin.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { announceMessage } from "./announce-message.ts";
import { findConversation, startConversation } from "./start-conversation.ts";

export async function messageRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const { db } = context;

  app.post(
    "/api/conversations",
    { config: { access: "member" as const }, schema: { body: startConversationSchema } },
    async (request, reply) => {
      const me = currentUser(request);
      const { recipientId, message } = request.body;
      if (recipientId === me.id) {
        return reply.code(400).send({ message: "You cannot message yourself." });
      }
      const [recipient] = await db.select().from(users).where(eq(users.id, recipientId));
      if (!recipient) return reply.code(404).send({ message: "User not found" });
      // allowMessages off stops new conversations; one that already exists carries on.
      if (
        !recipient.privacySettings.allowMessages &&
        !(await findConversation(db, me.id, recipientId))
      ) {
        return reply.code(403).send({ message: ALLOW_MESSAGES_OFF_MESSAGE });
      }
      const started = await startConversation(db, me.id, recipientId, message || undefined);
      if (started.message) await announceMessage(context, me, started.message);
      return reply.code(201).send({ id: started.conversation.id, userId: recipientId });
    },
  );
}
