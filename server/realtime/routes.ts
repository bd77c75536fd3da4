import {
  clientEventSchema,
  type ServerEvent,
  WS_FORBIDDEN_CLOSE_CODE,
  WS_UNAUTHORIZED_CLOSE_CODE,
} from "@contract/realtime.ts";
import fastifyWebsocket from "@fastify/websocket";
import type { AppContext } from "../context.ts";
import type { AppInstance } from "../http/app-instance.ts";
import { relayTyping } from "../messages/relay-typing.ts";
import { createSocketHub } from "./socket-hub.ts";
import { watchSessionExpiry } from "./watch-session-expiry.ts";

/**
 * GET /ws: the live connection. Who is connected comes from the session cookie at the
 * upgrade, never from what the client says afterwards, and a socket lives no longer than the
 * session that opened it.
 */
export async function realtimeRoutes(app: AppInstance, { context }: { context: AppContext }) {
  const hub = createSocketHub({ onSizeChange: () => sharedCount.changed() });
  context.events.subscribe((delivery) => {
    if ("event" in delivery) hub.deliver(delivery.userId, delivery.event);
    else if ("endedSessions" in delivery)
      hub.endSessions(delivery.userId, delivery.endedSessions, WS_UNAUTHORIZED_CLOSE_CODE);
  });
  const stopWatching = watchSessionExpiry(hub, context, (error) =>
    app.log.warn({ err: error }, "checking live sockets against their sessions failed"),
  );
  const heartbeat = setInterval(() => hub.heartbeat(), context.config.liveHeartbeatMs);
  heartbeat.unref();
  const sharedCount = context.events.shareSocketCount(
    () => hub.size(),
    context.config.liveHeartbeatMs,
  );
  app.addHook("preClose", async () => {
    await sharedCount.stop();
    stopWatching();
    clearInterval(heartbeat);
    hub.closeAll();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });

  app.get("/ws", { websocket: true, config: { access: "public" as const } }, (socket, request) => {
    const { user, sessionId } = request;
    if (!user || !sessionId) {
      socket.close(WS_UNAUTHORIZED_CLOSE_CODE, "Unauthorized");
      return;
    }
    if (!hub.add(user.id, sessionId, socket)) return;
    socket.on("message", (raw) => {
      const parsed = clientEventSchema.safeParse(safeJson(raw.toString()));
      if (!parsed.success) return;
      const event = parsed.data;
      // The hub may have just closed it for sending too much.
      if (socket.readyState !== socket.OPEN) return;
      if (event.type === "typing") {
        relayTyping(context, user.id, event.to).catch((error: unknown) =>
          request.log.warn({ err: error }, "relaying a typing event failed"),
        );
        return;
      }
      if (event.userId !== undefined && event.userId !== user.id) {
        socket.close(WS_FORBIDDEN_CLOSE_CODE, "Not this session's member");
        return;
      }
      const answer: ServerEvent = { type: "authenticated", userId: user.id };
      socket.send(JSON.stringify(answer));
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
