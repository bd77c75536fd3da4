import { whenPageSettles } from "@web/lib/when-page-settles.ts";
import { useSyncExternalStore } from "react";

let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!scheduled) {
    scheduled = true;
    whenPageSettles(() => {
      settled = true;
      for (const listener of listeners) listener();
    });
  }
  return () => {
    listeners.delete(onChange);
  };
}

/** Whether the page has loaded and gone idle once (see whenPageSettles); true from then on. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, () => settled);
}
