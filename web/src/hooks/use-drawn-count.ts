import { useDeferredValue } from "react";

/**
 * How many items of a long list to draw: the first few at once, the rest in a background render
 * that leaves the page responsive (React's deferred value), whether the items arrive after the
 * list first draws or were there before it (a page asked for beside its chunk). The first few
 * stay drawn however the list changes.
 */
export function useDrawnCount(total: number, first: number): number {
  return Math.max(useDeferredValue(total, first), first);
}
