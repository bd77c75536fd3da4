import { z } from "zod/mini";

/** How many rows a page of a list holds unless the client asks for another size, and at most. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/**
 * A page of a keyset-paged list, newest first, after the cursor's row (the `x-next-cursor` of
 * the page before).
 */
export const pageQuery = {
  cursor: z.optional(z.string().check(z.maxLength(300))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), PAGE_SIZE),
};
export const pageQuerySchema = z.object(pageQuery);
export type PageQuery = z.infer<typeof pageQuerySchema>;
