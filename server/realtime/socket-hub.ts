import type { ServerEvent } from "@contract/realtime.ts";
import type { WebSocket } from "ws";
import type { EndedSessions } from "./event-bus.ts";

/** A live socket and the session that opened it. */
type LiveSocket = { socket: WebSocket; sessionId: string };

/** The live sockets on this instance, by member (one member may have several tabs open). */
export function createSocketHub() {
  const sockets = new Map<string, Set<LiveSocket>>();
  return {
    add(userId: string, sessionId: string, socket: WebSocket) {
      const set = sockets.get(userId) ?? new Set();
      const live = { socket, sessionId };
      set.add(live);
      sockets.set(userId, set);
      socket.once("close", () => {
        set.delete(live);
        if (set.size === 0) sockets.delete(userId);
      });
    },
    deliver(userId: string, event: ServerEvent) {
      const text = JSON.stringify(event);
      for (const { socket } of sockets.get(userId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    },
    /** Closes the sockets of sessions that ended, with the code that tells the client why. */
    endSessions(userId: string, ended: EndedSessions, code: number) {
      for (const { socket, sessionId } of sockets.get(userId) ?? []) {
        if (ended === "all" || ended.includes(sessionId)) socket.close(code, "Session ended");
      }
    },
    /** Every session with a socket here, to check now and then that each is still open. */
    sessionIds(): Map<string, string> {
      const owners = new Map<string, string>();
      for (const [userId, set] of sockets) {
        for (const { sessionId } of set) owners.set(sessionId, userId);
      }
      return owners;
    },
    closeAll() {
      for (const set of sockets.values()) for (const { socket } of set) socket.close(1001);
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
