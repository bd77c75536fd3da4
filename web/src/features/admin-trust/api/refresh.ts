import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { adminKeys } from "@web/features/admin/api/keys.ts";

/**
 * Every review writes an audit line and changes what waits for an admin, so besides the queue
 * it was taken from, the audit log and the status figures are read again.
 */
export function refreshAfterReview(queryClient: QueryClient, queue: QueryKey) {
  for (const queryKey of [queue, adminKeys.auditLog(), adminKeys.stats()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
