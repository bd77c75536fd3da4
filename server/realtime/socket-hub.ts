import { type ServerEvent, WS_TOO_MANY_CLOSE_CODE } from "@contract/realtime.ts";
import type { WebSocket } from "ws";
import type { EndedSessions } from "./event-bus.ts";

/** Tabs and devices one member may keep connected to one instance. */
export const SOCKETS_PER_MEMBER = 20;
/** Messages a socket may send in a minute; the web client sends one when it connects. */
export const MESSAGES_PER_MINUTE = 120;
/**
 * A socket whose unsent events pile up past this is a consumer too slow to keep: it is dropped,
 * and the client, reconnecting, refetches what it missed.
 */
export const MAX_BUFFERED_BYTES = 1_048_576;

/** A live socket, the session that opened it, and what the heartbeat and limits count. */
type LiveSocket = {
  socket: WebSocket;
  sessionId: string;
  answeredPing: boolean;
  window: { startedAt: number; messages: number };
};

/**
 * The live sockets on this instance, by member (one member may have several tabs open);
 * `onSizeChange` hears of every socket kept or gone.
 */
export function createSocketHub({ onSizeChange = () => {} }: { onSizeChange?: () => void } = {}) {
  const sockets = new Map<string, Set<LiveSocket>>();
  const everySocket = function* () {
    for (const set of sockets.values()) yield* set;
  };
  return {
    /** Keeps the socket for the member's events; false when they already have too many. */
    add(userId: string, sessionId: string, socket: WebSocket): boolean {
      const set = sockets.get(userId) ?? new Set();
      if (set.size >= SOCKETS_PER_MEMBER) {
        socket.close(WS_TOO_MANY_CLOSE_CODE, "Too many live connections");
        return false;
      }
      const live: LiveSocket = {
        socket,
        sessionId,
        answeredPing: true,
        window: { startedAt: Date.now(), messages: 0 },
      };
      set.add(live);
      sockets.set(userId, set);
      socket.on("pong", () => {
        live.answeredPing = true;
      });
      socket.on("message", () => {
        if (Date.now() - live.window.startedAt >= 60_000)
          live.window = { startedAt: Date.now(), messages: 0 };
        live.window.messages += 1;
        if (live.window.messages > MESSAGES_PER_MINUTE) {
          socket.close(WS_TOO_MANY_CLOSE_CODE, "Too many messages");
        }
      });
      socket.once("close", () => {
        set.delete(live);
        if (set.size === 0) sockets.delete(userId);
        onSizeChange();
      });
      onSizeChange();
      return true;
    },
    deliver(userId: string, event: ServerEvent) {
      const text = JSON.stringify(event);
      for (const { socket } of sockets.get(userId) ?? []) {
        if (socket.readyState !== socket.OPEN) continue;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
        else socket.send(text);
      }
    },
    /**
     * One heartbeat: a socket that has not answered the previous ping is gone (a phone that lost
     * its network never says goodbye) and is dropped; every other socket is pinged again.
     */
    heartbeat() {
      for (const live of everySocket()) {
        if (!live.answeredPing) {
          live.socket.terminate();
          continue;
        }
        live.answeredPing = false;
        live.socket.ping();
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
    /** How many sockets are open here. */
    size(): number {
      let total = 0;
      for (const set of sockets.values()) total += set.size;
      return total;
    },
    closeAll() {
      for (const { socket } of everySocket()) socket.close(1001);
    },
  };
}

export type SocketHub = ReturnType<typeof createSocketHub>;
