import {
  clientEventSchema,
  type ServerEvent,
  WS_UNAUTHORIZED_CLOSE_CODE,
} from "@contract/realtime.ts";
import fastifyWebsocket from "@fastify/websocket";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { createSocketHub } from "./socket-hub.ts";

/**
 * GET /ws: the live connection. Who is connected comes from the session cookie at the
 * upgrade, never from what the client says afterwards.
 */
export async function realtimeRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const hub = createSocketHub();
  context.events.subscribe(({ userId, event }) => hub.deliver(userId, event));
  app.addHook("preClose", async () => hub.closeAll());

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  app.get("/ws", { websocket: true, config: { access: "public" as const } }, (socket, request) => {
    const user = request.user;
    if (!user) {
      socket.close(WS_UNAUTHORIZED_CLOSE_CODE, "Unauthorized");
      return;
    }
    hub.add(user.id, socket);
    socket.on("message", (raw) => {
      const parsed = clientEventSchema.safeParse(safeJson(raw.toString()));
      if (parsed.success) {
        const answer: ServerEvent = { type: "authenticated", userId: user.id };
        socket.send(JSON.stringify(answer));
      }
    });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
