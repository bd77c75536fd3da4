import { useState } from "react";

/** Which rows of a list are ticked for a bulk action. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle(id: string) {
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    setAll(ids: readonly string[], on: boolean) {
      setSelected(on ? new Set(ids) : new Set());
    },
    clear() {
      setSelected(new Set());
    },
  };
}

/** The confirm wording of every bulk delete. */
export function bulkDeleteQuestion(count: number, noun: "user" | "post"): string {
  return `Are you sure you want to delete ${count} ${noun}(s)? This action cannot be undone.`;
}
