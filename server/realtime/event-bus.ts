import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { ServerEvent } from "@contract/realtime.ts";
import { Redis } from "ioredis";

/** Sessions that have ended (by public id), or every session of a member who is gone. */
export type EndedSessions = readonly string[] | "all";

/**
 * What travels between instances for one member: an event for their sockets, the news that
 * some of their sessions ended, whose sockets must close wherever they are connected, or that
 * their account changed, which every instance's sessions must read afresh.
 */
export type MemberDelivery =
  | { userId: string; event: ServerEvent }
  | { userId: string; endedSessions: EndedSessions }
  | { userId: string; accountChanged: true };
type Listener = (delivery: MemberDelivery) => void;

/**
 * How instances tell each other about live events. In-process by default; with REDIS_URL,
 * Redis pub/sub, so a member connected to one instance hears what happened on another.
 */
export type EventBus = {
  publish(userId: string, event: ServerEvent): Promise<void>;
  publishSessionsEnded(userId: string, ended: EndedSessions): Promise<void>;
  publishAccountChanged(userId: string): Promise<void>;
  subscribe(listener: Listener): void;
  /**
   * Tells the bus how this instance counts its live sockets; with Redis the count is shared
   * with the other instances whenever it changes, and every `everyMs` to show it still stands.
   */
  shareSocketCount(count: () => number, everyMs: number): SharedSocketCount;
  /** Live sockets on every instance: this one's counted now, the others' as they last shared. */
  countSockets(): Promise<number>;
  close(): Promise<void>;
};

/** An instance's live-socket count as the others see it. */
export type SharedSocketCount = {
  /** A socket opened or closed here: the others hear of it soon, not at the next interval. */
  changed(): void;
  stop(): Promise<void>;
};

const CHANNEL = "atelier:member-events";
/** A Redis hash: each instance's id to `<sockets>|<when it said so>`. */
const SOCKET_COUNTS = "atelier:live-sockets";
/** A count older than this many sharing intervals is from an instance that has gone. */
const STALE_AFTER_INTERVALS = 3;

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  const send = async (delivery: MemberDelivery) => {
    emitter.emit(CHANNEL, delivery);
  };
  let localCount = () => 0;
  return {
    publish: (userId, event) => send({ userId, event }),
    publishSessionsEnded: (userId, endedSessions) => send({ userId, endedSessions }),
    publishAccountChanged: (userId) => send({ userId, accountChanged: true }),
    subscribe(listener) {
      emitter.on(CHANNEL, listener);
    },
    shareSocketCount(count) {
      localCount = count;
      return { changed: () => {}, stop: async () => {} };
    },
    countSockets: async () => localCount(),
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
  const instanceId = randomUUID();
  let localCount = () => 0;
  let staleAfterMs = Number.POSITIVE_INFINITY;
  return {
    // A live event is a courtesy on top of what is stored (a reload shows it), so a Redis that
    // cannot take it is logged, not passed on to fail the request that caused it.
    publish: (userId, event) =>
      send({ userId, event }).catch((error: Error) =>
        console.error(`Live event not published through Redis: ${error.message}`),
      ),
    // Ended sessions must close sockets: a failure here reaches the caller.
    publishSessionsEnded: (userId, endedSessions) => send({ userId, endedSessions }),
    // The change is stored and this instance already reads it; the others' copies of the
    // member's sessions run out within their maximum age if the news cannot travel.
    publishAccountChanged: (userId) =>
      send({ userId, accountChanged: true }).catch((error: Error) =>
        console.error(`Account change not published through Redis: ${error.message}`),
      ),
    subscribe(listener) {
      listeners.push(listener);
    },
    shareSocketCount(count, everyMs) {
      localCount = count;
      staleAfterMs = everyMs * STALE_AFTER_INTERVALS;
      const share = () =>
        publisher.hset(SOCKET_COUNTS, instanceId, `${count()}|${Date.now()}`).catch(() => {});
      void share();
      const timer = setInterval(share, everyMs);
      timer.unref();
      // Sockets come and go in bursts (a deploy reconnects thousands): one write per turn of
      // the event loop carries them all. Once stopped, the sockets a shutdown closes must not
      // write back the entry stop removed, which the others would count until it went stale.
      let sharePending = false;
      let stopped = false;
      return {
        changed() {
          if (sharePending || stopped) return;
          sharePending = true;
          setImmediate(() => {
            sharePending = false;
            if (!stopped) void share();
          });
        },
        async stop() {
          stopped = true;
          clearInterval(timer);
          await publisher.hdel(SOCKET_COUNTS, instanceId).catch(() => {});
        },
      };
    },
    async countSockets() {
      const shared = await publisher.hgetall(SOCKET_COUNTS);
      let total = localCount();
      const gone: string[] = [];
      for (const [id, value] of Object.entries(shared)) {
        if (id === instanceId) continue;
        const [sockets, at] = value.split("|").map(Number);
        if (Date.now() - (at ?? 0) > staleAfterMs) gone.push(id);
        else total += sockets ?? 0;
      }
      if (gone.length > 0) await publisher.hdel(SOCKET_COUNTS, ...gone);
      return total;
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
