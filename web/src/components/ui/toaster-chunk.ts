/** The toast area's code, fetched once however many ask: the deferred toaster and anything that must know a toast will be drawn. */
let toasterModule: Promise<typeof import("./toaster.tsx")> | undefined;

export function loadToaster(): Promise<typeof import("./toaster.tsx")> {
  toasterModule ??= import("./toaster.tsx");
  return toasterModule;
}

let markDrawn: () => void = () => {};
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** Called by the toast area once it is on the page, its waiting toasts drawn with it. */
export function toasterDrawn(): void {
  markDrawn();
}

/**
 * Settles once the toast area is on the page (a toast shown now is seen), or rejects when its
 * code cannot be fetched and it never will be. Its code arriving is not enough: on a busy
 * phone React may draw it a good while later.
 */
export function whenToasterDrawn(): Promise<void> {
  return loadToaster().then(() => drawn);
}
