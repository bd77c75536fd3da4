import { keepPreviousData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import type { z } from "zod/mini";
import { fetchCursorPage, pageUrl } from "./cursor-pages.ts";

/**
 * A keyset-paged list read a page at a time, newest first, for a Load more button; `items` is
 * every loaded page as one list. `enabled: false` waits to be asked for (a closed panel);
 * `keepPrevious` keeps the last list shown while another one (new filters) loads; `pageSize`
 * is written into the address when the server preloads that address for the screen, which the
 * request must then match.
 */
export function useCursorPages<T>(
  queryKey: QueryKey,
  baseUrl: string,
  schema: z.ZodMiniType<T[]>,
  {
    enabled = true,
    keepPrevious = false,
    pageSize,
  }: { enabled?: boolean; keepPrevious?: boolean; pageSize?: number } = {},
) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchCursorPage(pageUrl(baseUrl, pageParam, pageSize), schema),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });
  const items: T[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}
