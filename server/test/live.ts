import type { ServerEvent } from "@contract/realtime.ts";
import WebSocket from "ws";
import type { TestClient } from "./client.ts";

/**
 * A member's live connection in a test: events queue up until the test takes them. `headers`
 * adds to the handshake (an Origin, say).
 */
export async function connectLive(client: TestClient, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${client.baseUrl.replace(/^http/, "ws")}/ws`, {
    headers: { ...headers, ...(client.cookieHeader ? { cookie: client.cookieHeader } : {}) },
  });
  const queue: ServerEvent[] = [];
  const waiters: ((event: ServerEvent) => void)[] = [];
  socket.on("message", (raw) => {
    const event = JSON.parse(raw.toString()) as ServerEvent;
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    socket,
    closed,
    send: (event: unknown) => socket.send(JSON.stringify(event)),
    /** The next event, or a failure after `ms`. */
    next(ms = 5000): Promise<ServerEvent> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no live event arrived")), ms);
        waiters.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
    close: () => socket.close(),
  };
}
