import type { FastifyInstance } from "fastify";
import { isWebSocketHandshake } from "./same-site.ts";

/**
 * A WebSocket handshake answered with an ordinary response (refused as cross-site, sent to a
 * path with no live connection, limited) leaves its connection with us: Node hands a handshake's
 * socket to the application, and nothing closes it unless it becomes a live socket. Closing it
 * once the answer has gone keeps refused handshakes from holding connections (and file
 * descriptors) open, and lets the server shut down. A handshake that succeeds is taken over by
 * the live connection and never reaches this hook.
 */
export function closeRefusedUpgrades(app: FastifyInstance) {
  app.addHook("onResponse", async (request) => {
    if (isWebSocketHandshake(request)) request.raw.socket.destroy();
  });
}
