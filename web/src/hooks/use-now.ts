import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` while an interval is given (null pauses it), so
 * relative ages such as "5m" keep moving while they are on screen.
 */
export function useNow(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
