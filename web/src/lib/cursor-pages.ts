import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import type { z } from "zod/mini";
import { parseResponse, sendRequest } from "./api-client.ts";

/** The address of one page of a keyset-paged list, keeping any filter already in `base`. */
export function pageUrl(base: string, cursor: string | null | undefined, limit?: number) {
  const params = new URLSearchParams(base.includes("?") ? base.slice(base.indexOf("?") + 1) : "");
  if (limit !== undefined) params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  const path = base.includes("?") ? base.slice(0, base.indexOf("?")) : base;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One page of a keyset-paged list: the body is the page, the next page's cursor a header. */
export async function fetchCursorPage<T>(
  url: string,
  schema: z.ZodMiniType<T[]>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const response = await sendRequest("GET", url);
  const nextCursor = response.headers.get(NEXT_CURSOR_HEADER);
  return { items: await parseResponse(response, schema), nextCursor };
}

/**
 * The rows of a list whose pages run newest first but each read oldest first (a conversation, a
 * post's comments), oldest first in all: earlier pages go in front.
 */
export function oldestFirstRows<T>(pages: { items: T[] }[] | undefined): T[] {
  return (
    pages
      ?.slice()
      .reverse()
      .flatMap((page) => page.items) ?? []
  );
}
