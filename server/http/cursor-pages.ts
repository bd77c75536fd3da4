import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import type { FastifyReply } from "fastify";
import type { KeysetPage } from "../db/keyset.ts";

/** A keyset page on the wire: its rows as the body, the next page's cursor (if any) a header. */
export function sendPage<T>(reply: FastifyReply, page: KeysetPage<T>) {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
