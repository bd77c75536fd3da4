import { useSyncExternalStore } from "react";

/** Whether the CSS media query matches now; the component redraws when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `lg`, from which pages show their side columns. */
const SIDE_COLUMNS = "(min-width: 64rem)";

/** Whether the screen is wide enough for side columns (a phone draws none). */
export function useSideColumns(): boolean {
  return useMediaQuery(SIDE_COLUMNS);
}
