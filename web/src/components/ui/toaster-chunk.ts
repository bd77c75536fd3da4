/** The toast area's code, fetched once however many ask: the deferred toaster and anything that must know a toast will be drawn. */
let toasterModule: Promise<typeof import("./toaster.tsx")> | undefined;

export function loadToaster(): Promise<typeof import("./toaster.tsx")> {
  toasterModule ??= import("./toaster.tsx");
  return toasterModule;
}

/** Toasts the toast area has drawn, and what waits for one of them to be. */
const drawnIds = new Set<string>();
const waiting = new Map<string, () => void>();

/** Called by the toast area after each draw, with the toasts it now shows. */
export function toastsDrawn(ids: readonly string[]): void {
  for (const id of ids) {
    drawnIds.add(id);
    waiting.get(id)?.();
    waiting.delete(id);
  }
}

/**
 * Settles once the toast with this id is on the page (seen), or rejects when the toast area's
 * code cannot be fetched and it never will be. The toast area being there is not enough: on a
 * busy phone React may draw the toast itself a good while after it was asked for.
 */
export function whenToastDrawn(id: string): Promise<void> {
  return loadToaster().then(() =>
    drawnIds.has(id) ? undefined : new Promise<void>((resolve) => waiting.set(id, resolve)),
  );
}
