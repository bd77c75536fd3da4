import { EventEmitter } from "node:events";
import type { ServerEvent } from "@contract/realtime.ts";
import { Redis } from "ioredis";

/** Sessions that have ended (by public id), or every session of a member who is gone. */
export type EndedSessions = readonly string[] | "all";

/**
 * What travels between instances for one member: an event for their sockets, or the news that
 * some of their sessions ended, whose sockets must close wherever they are connected.
 */
export type MemberDelivery =
  | { userId: string; event: ServerEvent }
  | { userId: string; endedSessions: EndedSessions };
type Listener = (delivery: MemberDelivery) => void;

/**
 * How instances tell each other about live events. In-process by default; with REDIS_URL,
 * Redis pub/sub, so a member connected to one instance hears what happened on another.
 */
export type EventBus = {
  publish(userId: string, event: ServerEvent): Promise<void>;
  publishSessionsEnded(userId: string, ended: EndedSessions): Promise<void>;
  subscribe(listener: Listener): void;
  close(): Promise<void>;
};

const CHANNEL = "atelier:member-events";

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  const send = async (delivery: MemberDelivery) => {
    emitter.emit(CHANNEL, delivery);
  };
  return {
    publish: (userId, event) => send({ userId, event }),
    publishSessionsEnded: (userId, endedSessions) => send({ userId, endedSessions }),
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
    const delivery = JSON.parse(payload) as MemberDelivery;
    for (const listener of listeners) listener(delivery);
  });
  const send = async (delivery: MemberDelivery) => {
    await publisher.publish(CHANNEL, JSON.stringify(delivery));
  };
  return {
    publish: (userId, event) => send({ userId, event }),
    publishSessionsEnded: (userId, endedSessions) => send({ userId, endedSessions }),
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
