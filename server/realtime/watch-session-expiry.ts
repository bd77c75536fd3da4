import { WS_UNAUTHORIZED_CLOSE_CODE } from "@contract/realtime.ts";
import type { AppContext } from "../context.ts";
import type { SocketHub } from "./socket-hub.ts";

/** Ids per query: far below PostgreSQL's limit on bound parameters. */
const CHECK_BATCH = 5_000;

/**
 * Ending a session announces itself, but expiry happens by the clock with nobody to announce
 * it: every LIVE_SESSION_CHECK_MS this instance asks which of its sockets' sessions are still
 * open and closes the rest. Returns the function that stops the checks.
 */
export function watchSessionExpiry(
  hub: SocketHub,
  { sessions, config }: Pick<AppContext, "sessions" | "config">,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const owners = hub.sessionIds();
      const ids = [...owners.keys()];
      for (let start = 0; start < ids.length; start += CHECK_BATCH) {
        const batch = ids.slice(start, start + CHECK_BATCH);
        const open = await sessions.stillOpen(batch);
        for (const id of batch) {
          const owner = owners.get(id);
          if (!open.has(id) && owner) hub.endSessions(owner, [id], WS_UNAUTHORIZED_CLOSE_CODE);
        }
      }
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), config.liveSessionCheckMs);
  timer.unref();
  return () => clearInterval(timer);
}
