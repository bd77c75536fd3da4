import type { LiveConnectionState } from "@web/features/notifications/live-connection.ts";
import { useEffect, useState } from "react";

/** How long the connection may be down before the page says so: a reconnect usually takes less. */
export const SHOW_OFFLINE_AFTER_MS = 2_000;

/**
 * The live connection's state, kept out of the way: nothing while it is connected (or only
 * briefly down), a small note in a corner while messages and notifications are not arriving.
 */
export function LiveStatus({ state }: { state: LiveConnectionState }) {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (state === "connected") {
      setOffline(false);
      return;
    }
    const timer = setTimeout(() => setOffline(true), SHOW_OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <div
      role="status"
      aria-label="Live updates"
      data-state={offline ? "disconnected" : "connected"}
      className={
        offline
          ? "fixed bottom-4 left-4 z-50 flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-xs text-muted-foreground shadow-sm"
          : "sr-only"
      }
    >
      {offline ? (
        <>
          <span
            aria-hidden="true"
            className="size-2 rounded-full bg-amber-500 motion-safe:animate-pulse"
          />
          Offline, reconnecting…
        </>
      ) : null}
    </div>
  );
}
