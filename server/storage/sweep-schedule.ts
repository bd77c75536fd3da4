import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { sweepStorage } from "./sweep.ts";

/**
 * Sweeps storage every STORAGE_SWEEP_MS on every instance; the sweep's own lock lets one at a
 * time do the work. A tick that finds the previous sweep still running is skipped. Returns the
 * function that stops the schedule, waiting for a sweep under way so the database outlives it.
 */
export function scheduleStorageSweep(
  context: Pick<AppContext, "db" | "objects" | "now" | "config">,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const { uploadIds, objectIds } = await sweepStorage(context);
      if (uploadIds.length > 0 || objectIds.length > 0) {
        log.info(
          { uploadIds, objectIds },
          `storage sweep removed ${uploadIds.length} expired uploads and ${objectIds.length} unused objects`,
        );
      }
    } catch (error) {
      log.warn({ err: error }, "storage sweep failed; the next one tries again");
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => {
      running = undefined;
    });
  }, context.config.storage.sweepIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
