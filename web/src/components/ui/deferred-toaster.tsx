import { useToast } from "@web/hooks/use-toast.ts";
import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("./toaster.tsx").then((module) => ({ default: module.Toaster })));

/** After the page's load event, at the browser's next idle moment (Safari has no idle callback). */
function whenPageSettles(callback: () => void): () => void {
  let cancelIdle = () => {};
  const settle = () => {
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(callback);
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") settle();
  else window.addEventListener("load", settle, { once: true });
  return () => {
    window.removeEventListener("load", settle);
    cancelIdle();
  };
}

/**
 * The toast area (Radix Toast) is not needed to draw any screen, so its chunk loads once the
 * page has settled, or at the first toast if one comes sooner; a toast waits in the store.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettles(() => setSettled(true)), []);
  if (!settled && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
