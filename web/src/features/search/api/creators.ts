import { creatorSchema } from "@contract/search.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import {
  type CreatorQuery,
  creatorSearchUrl,
  flattenCreators,
  nextCreatorOffset,
} from "@web/features/search/creator-search.ts";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { searchKeys } from "./keys.ts";

const creatorPageSchema = z.array(creatorSchema);

/** Creators for the Network page, a page at a time (Load More asks for the next offset). */
export function useCreatorSearch(query: CreatorQuery, enabled: boolean) {
  const result = useInfiniteQuery({
    queryKey: searchKeys.creators(query.q.toLowerCase(), query.profession ?? ""),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiRequest("GET", creatorSearchUrl(query, pageParam), undefined, creatorPageSchema),
    getNextPageParam: (_lastPage, pages) => nextCreatorOffset(pages),
    enabled,
    // The last results stay (dimmed) while the next search runs, rather than skeletons.
    placeholderData: keepPreviousData,
  });
  return { ...result, creators: flattenCreators(result.data?.pages) };
}
