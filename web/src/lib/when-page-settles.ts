/**
 * Calls back after the page's load event, at the browser's next idle moment (Safari has no idle
 * callback, so a short timer stands in): the time to fetch what no screen needs to draw.
 * Returns the cancel.
 */
export function whenPageSettles(callback: () => void): () => void {
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
