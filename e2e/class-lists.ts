import type { BrowserContext } from "playwright-core";
import { twMerge } from "tailwind-merge";

/**
 * Records every distinct `class` attribute the profile's pages draw, from their first script
 * on, dialogs and menus that come and go included, into `drawn`.
 */
export async function recordClassLists(context: BrowserContext, drawn: Set<string>) {
  await context.exposeBinding("reportClassLists", (_source, lists: string[]) => {
    for (const list of lists) drawn.add(list);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportClassLists: (lists: string[]) => void })
      .reportClassLists;
    const sent = new Set<string>();
    const watcher = new MutationObserver((changes) => {
      const fresh: string[] = [];
      const note = (element: Element) => {
        const list = element.getAttribute("class");
        if (list && !sent.has(list)) {
          sent.add(list);
          fresh.push(list);
        }
      };
      for (const change of changes) {
        if (change.target instanceof Element) note(change.target);
        for (const added of change.addedNodes) {
          if (!(added instanceof Element)) continue;
          note(added);
          for (const inside of added.querySelectorAll("[class]")) note(inside);
        }
      }
      if (fresh.length > 0) report(fresh);
    });
    watcher.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class"],
    });
  });
}

/**
 * The class lists in which two Tailwind utilities set the same property (`rounded-md` and
 * `rounded-full`, `text-sm` and `text-xs`), each with the ones that lose. The app joins class
 * names without merging them, so such a pair is decided by the order of the rules in the style
 * sheet, not by the order the component wrote them in: each is a component to give a variant or
 * a caller to stop overriding. tailwind-merge knows which utilities conflict; what it would drop
 * from a list is what loses.
 */
export function classListsInConflict(lists: Iterable<string>): string[] {
  const conflicts: string[] = [];
  for (const list of lists) {
    const kept = new Set(twMerge(list).split(" "));
    const losing = list.split(/\s+/).filter((name) => name !== "" && !kept.has(name));
    if (losing.length > 0) conflicts.push(`"${list}" loses ${losing.join(" ")}`);
  }
  return conflicts;
}
