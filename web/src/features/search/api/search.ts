import { searchResultsSchema } from "@contract/search.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { searchKeys } from "./keys.ts";

/** Creatives, jobs and posts matching the text; asked for only when there is text. */
export function useSearchResults(q: string) {
  return useQuery({
    queryKey: searchKeys.all(q),
    queryFn: () =>
      apiRequest("GET", `/api/search?q=${encodeURIComponent(q)}`, undefined, searchResultsSchema),
    enabled: q.length > 0,
  });
}
