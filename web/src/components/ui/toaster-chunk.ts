/** The toast area's code, fetched once however many ask: the deferred toaster and anything that must know a toast will be drawn. */
let toasterModule: Promise<typeof import("./toaster.tsx")> | undefined;

export function loadToaster(): Promise<typeof import("./toaster.tsx")> {
  toasterModule ??= import("./toaster.tsx");
  return toasterModule;
}
