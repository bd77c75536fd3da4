import { postSchema } from "@contract/posts.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client.ts";
import { postKeys } from "./keys.ts";

/** One post, for its permalink page. */
export function usePost(postId: string) {
  return useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: () => apiRequest("GET", `/api/posts/${postId}`, undefined, postSchema),
  });
}
