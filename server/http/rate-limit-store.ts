import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Window = { count: number; endsAt: number };

/**
 * Keys kept per limit, the least recently counted dropped first (ended windows are among them):
 * an attacker would need this many fresh keys inside one window to push a victim's count out.
 */
const MAX_KEYS = 100_000;

/**
 * @fastify/rate-limit's store for one instance (no REDIS_URL): fixed windows, as its own memory
 * store and its Redis store count, but read from the app's clock so a test can move time past
 * a window instead of waiting it out.
 */
export function memoryRateLimitStore(now: () => number): FastifyRateLimitStoreCtor {
  class MemoryRateLimitStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(key: string, callback: Callback, timeWindow: number) {
      const time = now();
      const window = this.open(key, time) ?? { count: 0, endsAt: time + timeWindow };
      window.count += 1;
      // Delete and set again: the Map's order is then least recently counted first.
      this.windows.delete(key);
      this.windows.set(key, window);
      this.keepWithinBound();
      callback(null, { current: window.count, ttl: window.endsAt - time });
    }

    /** The count so far without counting, for limits that count failures after the answer. */
    read(key: string, callback: Callback) {
      const time = now();
      const window = this.open(key, time);
      callback(
        null,
        window ? { current: window.count, ttl: window.endsAt - time } : { current: 0, ttl: 0 },
      );
    }

    child() {
      return new MemoryRateLimitStore();
    }

    private open(key: string, time: number): Window | undefined {
      const window = this.windows.get(key);
      return window && window.endsAt > time ? window : undefined;
    }

    private keepWithinBound() {
      for (const key of this.windows.keys()) {
        if (this.windows.size <= MAX_KEYS) break;
        this.windows.delete(key);
      }
    }
  }
  return MemoryRateLimitStore;
}
