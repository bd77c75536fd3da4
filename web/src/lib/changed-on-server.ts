import type { QueryClient, QueryFilters } from "@tanstack/react-query";

/**
 * Tells the query cache that what these queries read has changed on the server (a live event
 * said so), so each one on screen asks again. A query's first fetch may be on its way already,
 * answered before the change; TanStack Query lets such a fetch run on rather than start another
 * (it cancels only a refetch, when there is data to fall back on), so the answer would be kept
 * as fresh. Cancelling first makes the fetch that follows start after the change.
 */
export async function changedOnServer(
  queryClient: QueryClient,
  filters: Pick<QueryFilters, "queryKey" | "exact">,
): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
