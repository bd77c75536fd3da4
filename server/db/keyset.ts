import { and, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable, PgSelect } from "drizzle-orm/pg-core";
import { BadRequestError } from "../http/errors.ts";
import type { Database } from "./client.ts";
import { limitInText, namedStatement, unseenByPlanner } from "./named-statements.ts";

/**
 * Keyset paging for any list ordered newest first by (created_at, id): a page ends at a row,
 * and the next page starts strictly after it, so rows added meanwhile never shift a page and
 * page 50 costs what page 1 does. `scope` lets one list be made of parts (the feed's network
 * then community); `createdAt` is PostgreSQL's own text, so no microseconds are lost.
 */
export type KeysetCursor = { scope: string; createdAt: string; id: string };

export const INVALID_CURSOR_MESSAGE = "That page cursor is not valid.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const SCOPE = /^[a-z0-9]{1,16}$/;

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.scope}|${cursor.createdAt}|${cursor.id}`).toString("base64url");
}

/** The cursor a client sent back, or a 400 when it was not made by encodeCursor. */
export function decodeCursor(value: string): KeysetCursor {
  const [scope, createdAt, id, ...rest] = Buffer.from(value, "base64url").toString().split("|");
  const valid =
    rest.length === 0 &&
    SCOPE.test(scope ?? "") &&
    PG_TIMESTAMP.test(createdAt ?? "") &&
    UUID.test(id ?? "");
  if (!valid) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  return { scope: scope!, createdAt: createdAt!, id: id! };
}

/** The optional cursor of a list query, decoded. */
export function decodeOptionalCursor(value: string | undefined): KeysetCursor | null {
  return value ? decodeCursor(value) : null;
}

/**
 * The optional cursor of a list whose pages carry one scope, decoded: a cursor of another list
 * (or of the same list read another way) is refused, as it would page by other rows.
 */
export function decodeScopedCursor(value: string | undefined, scope: string): KeysetCursor | null {
  const cursor = decodeOptionalCursor(value);
  if (cursor && cursor.scope !== scope) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  return cursor;
}

/** Rows strictly older than the row at (`before`, `beforeId`), in (created_at, id) order. */
function olderThanRow(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  before: string | SQL,
  beforeId: string | SQL,
): SQL {
  return sql`(${createdAt}, ${id}) < (${before}::timestamptz, ${beforeId}::uuid)`;
}

/**
 * A list read newest first by (`createdAt`, `id`) under its own scope, described once: the
 * columns a row carries for the cursor, the condition for rows after a client's cursor (one of
 * another list is refused), the order, and the page cut from rows fetched with `limit + 1`.
 * `id` is whatever settles rows of one instant (a saved job's job, a request's asker).
 */
export function keysetList(scope: string, createdAt: AnyPgColumn, id: AnyPgColumn) {
  const newestFirst = [desc(createdAt), desc(id)];
  /**
   * A page of the list as a query, bound to `cursorValues` and the values `rows` and `where`
   * name: `rows` is the list's select (made dynamic), `where` picks its rows; the cursor's
   * condition, the order and the page's size are the list's. A statement may read it as a
   * subquery (a page of saves joined to their jobs).
   */
  const pageQuery = <Query extends PgSelect>(rows: Query, where: SQL, size: number) =>
    rows
      .where(and(where, olderThanPlaceholders(createdAt, id)))
      .orderBy(...newestFirst)
      .limit(limitInText(size));
  return {
    cursorColumns: { cursorAt: cursorTime(createdAt), cursorId: sql<string>`${id}` },
    after: (cursorText: string | undefined) => {
      const cursor = decodeScopedCursor(cursorText, scope);
      return cursor ? olderThanRow(createdAt, id, cursor.createdAt, cursor.id) : undefined;
    },
    cursorValues: (cursorText: string | undefined) =>
      olderThanValues(decodeScopedCursor(cursorText, scope)),
    pageQuery,
    /** A page of the list (pageQuery) as a named statement, one per page size. */
    namedPage<Query extends PgSelect>(
      db: Database,
      name: string,
      size: number,
      rows: () => Query,
      where: SQL,
    ) {
      return namedStatement(db, `${name}_${size}`, (statementName) =>
        pageQuery(rows(), where, size).prepare(statementName),
      );
    },
    newestFirst,
    page: <Row extends { cursorAt: string; cursorId: string }>(
      rows: Row[],
      limit: number,
    ): KeysetPage<Row> =>
      keysetPage(rows, limit, (row) => ({ scope, createdAt: row.cursorAt, id: row.cursorId })),
  };
}

/**
 * The cursor's condition for a named statement, which is parsed once and so cannot leave it out
 * on a first page: the cursor arrives as the placeholders `before` and `beforeId`, filled by
 * olderThanValues. No plan sees them (unseenByPlanner): a first page's "older than infinity"
 * would make the statement look cheaper than the plan it keeps for every page.
 */
export function olderThanPlaceholders(createdAt: AnyPgColumn, id: AnyPgColumn): SQL {
  return olderThanRow(
    createdAt,
    id,
    unseenByPlanner("before", "timestamptz"),
    unseenByPlanner("beforeId", "uuid"),
  );
}

/** The cursor's row for olderThanPlaceholders; without a cursor, a row after any there can be. */
export function olderThanValues(cursor: KeysetCursor | null): { before: string; beforeId: string } {
  return cursor
    ? { before: cursor.createdAt, beforeId: cursor.id }
    : { before: "infinity", beforeId: "ffffffff-ffff-ffff-ffff-ffffffffffff" };
}

/** A column's timestamp as PostgreSQL text, to build a cursor from without losing precision. */
export function cursorTime(createdAt: AnyPgColumn): SQL<string> {
  return sql<string>`${createdAt}::text`;
}

/** One page of a keyset-paged list: its rows, and the cursor of the next page (null on the last). */
export type KeysetPage<Row> = { items: Row[]; nextCursor: string | null };

/**
 * One page from rows fetched with `limit + 1`: the extra row only says there is more, and the
 * cursor points at the last row shown.
 */
export function keysetPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => KeysetCursor,
): KeysetPage<Row> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(keyOf(last)) : null;
  return { items, nextCursor };
}

/**
 * The ids of a page of a table's rows, newest first by (created_at, id), found on an index that
 * holds the page's conditions and that order: the rows are then read by id. A hot statement
 * keeps one plan for every member, made for an average member's few rows; asked for the whole
 * rows, it read and sorted every one of a business's 252 jobs, where reading the index's entries
 * in order costs the same for the average member and stops at the page for the rest.
 */
export function newestIdsOf(
  db: Database,
  table: AnyPgTable & { id: AnyPgColumn; createdAt: AnyPgColumn },
  where: SQL | undefined,
  count: number,
) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limitInText(count));
}
