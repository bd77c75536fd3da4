import { NEXT_CURSOR_HEADER } from "@contract/posts.ts";
import { expect } from "vitest";
import type { TestClient, TestResponse } from "./client.ts";

/**
 * Every row of a keyset-paged list, following `x-next-cursor` from the first page to the last;
 * each page must answer 200 and hold no more than `limit` rows when one is asked for.
 */
export async function everyPage<Row>(
  client: TestClient,
  path: string,
  limit?: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const params = [limit ? `limit=${limit}` : "", cursor ? `cursor=${cursor}` : ""].filter(
      Boolean,
    );
    const url = params.length
      ? `${path}${path.includes("?") ? "&" : "?"}${params.join("&")}`
      : path;
    const page: TestResponse<Row[]> = await client.get(url);
    expect(page.status, `${url} ${JSON.stringify(page.body)}`).toBe(200);
    if (limit) expect(page.body.length).toBeLessThanOrEqual(limit);
    rows.push(...page.body);
    cursor = page.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor);
  return rows;
}
