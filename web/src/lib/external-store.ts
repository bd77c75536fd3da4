import { useSyncExternalStore } from "react";

export type ExternalStore<T> = {
  set: (next: T) => void;
  /** Asks the server for the value, once; the first component that reads it asks too. */
  load: () => void;
  /** The value in a component, which draws again whenever it is set. */
  use: () => T;
};

/**
 * A value kept outside React that components read through React's own external-store hook. The
 * sign-in screen's two answers (who is signed in, how sign-in is set up) live here rather than in
 * the query cache, so a visitor's first screen does without TanStack Query's 14 KB.
 */
export function createExternalStore<T>(initial: T, fetchValue: () => void): ExternalStore<T> {
  let value = initial;
  let asked = false;
  const listeners = new Set<() => void>();
  const load = () => {
    if (asked) return;
    asked = true;
    fetchValue();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    load();
    return () => listeners.delete(listener);
  };
  const get = () => value;
  return {
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    load,
    use: () => useSyncExternalStore(subscribe, get),
  };
}
