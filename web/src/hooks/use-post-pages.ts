import { FEED_PAGE_SIZE, NEXT_CURSOR_HEADER, type Post } from "@contract/posts.ts";
import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { flattenPostPages, type PostPage, postKeys, postPageUrl } from "@web/lib/posts.ts";
import { apiRequest } from "@web/lib/query-client.ts";

/** One page of posts; the next page's cursor comes in the `x-next-cursor` header. */
export async function fetchPostPage(baseUrl: string, cursor: string | null): Promise<PostPage> {
  const response = await apiRequest("GET", postPageUrl(baseUrl, cursor, FEED_PAGE_SIZE));
  const posts = (await response.json()) as Post[];
  return { posts, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * A paged post list (the feed, or `/api/posts?userId=…` for one member) with Load More.
 * `posts` is every loaded page as one list.
 */
export function usePostPages(queryKey: QueryKey, baseUrl: string) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPostPage(baseUrl, pageParam),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  return { ...query, posts: flattenPostPages(query.data?.pages) };
}

/** The home feed (SPEC §2). */
export function useFeed() {
  return usePostPages(postKeys.feed, "/api/posts");
}
