import { trendingTagSchema } from "@contract/posts.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { z } from "zod/mini";
import { postKeys } from "./keys.ts";

/** The week's most used hashtags, ranked by the server. */
export function useTrendingTags() {
  return useQuery({
    queryKey: postKeys.trending(),
    queryFn: () => apiRequest("GET", "/api/trending", undefined, z.array(trendingTagSchema)),
  });
}
