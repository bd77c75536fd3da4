import type { ServerEvent } from "@contract/realtime.ts";
import type { WebSocket } from "ws";

/** The live sockets on this instance, by member (one member may have several tabs open). */
export function createSocketHub() {
  const sockets = new Map<string, Set<WebSocket>>();
  return {
    add(userId: string, socket: WebSocket) {
      const set = sockets.get(userId) ?? new Set();
      set.add(socket);
      sockets.set(userId, set);
      socket.once("close", () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      });
    },
    deliver(userId: string, event: ServerEvent) {
      const text = JSON.stringify(event);
      for (const socket of sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    },
    closeAll() {
      for (const set of sockets.values()) for (const socket of set) socket.close(1001);
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
