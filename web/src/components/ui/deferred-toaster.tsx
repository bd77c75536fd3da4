import { usePageSettled } from "@web/hooks/use-page-settled.ts";
import { useToast } from "@web/hooks/use-toast.ts";
import { lazy, Suspense } from "react";
import { loadToaster } from "./toaster-chunk.ts";

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The toast area (Radix Toast) is not needed to draw any screen, so its chunk loads once the
 * page has settled, or at the first toast if one comes sooner; a toast waits in the store.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const settled = usePageSettled();
  if (!settled && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
