import { EventEmitter } from "node:events";
import type { ServerEvent } from "@contract/realtime.ts";
import { Redis } from "ioredis";

/** An event for one member, wherever their sockets are connected. */
export type MemberEvent = { userId: string; event: ServerEvent };
type Listener = (delivery: MemberEvent) => void;

/**
 * How instances tell each other about live events. In-process by default; with REDIS_URL,
 * Redis pub/sub, so a member connected to one instance hears what happened on another.
 */
export type EventBus = {
  publish(userId: string, event: ServerEvent): Promise<void>;
  subscribe(listener: Listener): void;
  close(): Promise<void>;
};

const CHANNEL = "atelier:member-events";

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    async publish(userId, event) {
      emitter.emit(CHANNEL, { userId, event } satisfies MemberEvent);
    },
    subscribe(listener) {
      emitter.on(CHANNEL, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string): Promise<EventBus> {
  // A connection in subscriber mode cannot publish, so each instance keeps two.
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  const listeners: Listener[] = [];
  subscriber.on("message", (_channel: string, payload: string) => {
    const delivery = JSON.parse(payload) as MemberEvent;
    for (const listener of listeners) listener(delivery);
  });
  return {
    async publish(userId, event) {
      await publisher.publish(CHANNEL, JSON.stringify({ userId, event } satisfies MemberEvent));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
