import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_MS } from "@contract/realtime.ts";
import { useSyncExternalStore } from "react";

/**
 * Who is writing to the member right now, heard over the live connection: each typing event
 * shows "typing…" for a few seconds, and a new one keeps it showing.
 */
const typingUntil = new Map<string, number>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function markTyping(userId: string, now = Date.now()) {
  typingUntil.set(userId, now + TYPING_SHOWN_MS);
  notify();
  setTimeout(notify, TYPING_SHOWN_MS + 50);
}

/** The member stopped typing the moment their message arrived. */
export function clearTyping(userId: string) {
  if (typingUntil.delete(userId)) notify();
}

export function isTyping(userId: string, now = Date.now()): boolean {
  return (typingUntil.get(userId) ?? 0) > now;
}

export function useIsTyping(userId: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isTyping(userId),
  );
}

/**
 * Sends "typing" to a member at most once every few seconds while the member writes, through
 * whatever `send` the live connection offers.
 */
export function createTypingSender(send: (to: string) => void, now = () => Date.now()) {
  const lastSent = new Map<string, number>();
  return (to: string) => {
    const at = now();
    if (at - (lastSent.get(to) ?? Number.NEGATIVE_INFINITY) < TYPING_SEND_EVERY_MS) return;
    lastSent.set(to, at);
    send(to);
  };
}
