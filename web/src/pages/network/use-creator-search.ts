import type { Creator } from "@contract/search.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/query-client.ts";
import {
  type CreatorQuery,
  creatorSearchUrl,
  flattenCreators,
  nextCreatorOffset,
} from "./creator-search.ts";

/** Creators for the Network page, a page at a time (Load More asks for the next offset). */
export function useCreatorSearch(query: CreatorQuery, enabled: boolean) {
  const result = useInfiniteQuery({
    queryKey: ["/api/search/users", query.q.toLowerCase(), query.profession ?? ""],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const response = await apiRequest("GET", creatorSearchUrl(query, pageParam));
      return (await response.json()) as Creator[];
    },
    getNextPageParam: (_lastPage, pages) => nextCreatorOffset(pages),
    enabled,
    // The last results stay (dimmed) while the next search runs, rather than skeletons.
    placeholderData: keepPreviousData,
  });
  return { ...result, creators: flattenCreators(result.data?.pages) };
}
