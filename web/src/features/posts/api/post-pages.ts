import { FEED_PAGE_SIZE, postSchema } from "@contract/posts.ts";
import {
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { flattenPostPages, type PostPage } from "@web/features/posts/posts.ts";
import { fetchCursorPage, pageUrl } from "@web/lib/cursor-pages.ts";
import { z } from "zod/mini";
import { postKeys } from "./keys.ts";

const postListSchema = z.array(postSchema);

/** One page of posts; the next page's cursor comes in the `x-next-cursor` header. */
async function fetchPostPage(baseUrl: string, cursor: string | null): Promise<PostPage> {
  const page = await fetchCursorPage(pageUrl(baseUrl, cursor, FEED_PAGE_SIZE), postListSchema);
  return { posts: page.items, nextCursor: page.nextCursor };
}

/** A paged post list's query, for the hook below and for fetching the feed ahead alike. */
function postPagesQuery(queryKey: QueryKey, baseUrl: string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => fetchPostPage(baseUrl, pageParam),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** A paged post list with Load More; `posts` is every loaded page as one list. */
export function usePostPages(queryKey: QueryKey, baseUrl: string, enabled = true) {
  const query = useInfiniteQuery({ ...postPagesQuery(queryKey, baseUrl), enabled });
  return { ...query, posts: flattenPostPages(query.data?.pages) };
}

const FEED_URL = "/api/posts";

/** The home feed. */
export function useFeed() {
  return usePostPages(postKeys.feed(), FEED_URL);
}

/** Asks for the feed's first page while the feed's own scripts are still on their way. */
export function prefetchFeed(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchInfiniteQuery(postPagesQuery(postKeys.feed(), FEED_URL));
}

/**
 * A member's posts, newest first; asked for only while their content is visible (a private
 * profile answers 403).
 */
export function useMemberPosts(userId: string, enabled: boolean) {
  const url = `/api/posts?userId=${encodeURIComponent(userId)}`;
  return usePostPages(postKeys.byMember(userId), url, enabled);
}
