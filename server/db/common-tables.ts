import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { namedStatement, preparedSql } from "./named-statements.ts";
import { rowsOf } from "./rows.ts";

/**
 * A named part of one statement's `with` list. Writes that must happen together can then be
 * one statement, which is its own transaction: no begin and commit round trips, and the rows
 * it locks are held only while it runs and commits.
 */
type CommonTable = { name: string; query: SQL };

/** Parts of a statement, and the columns (each one value, read from the parts) they answer with. */
export type StatementParts = { parts: CommonTable[]; columns: SQL };

/** The values of a statement's placeholders, by name. */
export type StatementValues = Record<string, unknown>;

/**
 * The one statement of the pieces: each piece's parts after the previous piece's (so they may
 * read them), answering the one row of all their columns.
 */
function asOneStatement(pieces: readonly StatementParts[]): SQL {
  const parts = pieces.flatMap((piece) => piece.parts);
  const columns = sql.join(
    pieces.map((piece) => piece.columns),
    sql`, `,
  );
  if (parts.length === 0) return sql`select ${columns}`;
  return sql`with ${sql.join(
    parts.map(({ name, query }) => sql`${sql.identifier(name)} as (${query})`),
    sql`, `,
  )}
    select ${columns}`;
}

/** The statement of the pieces, ready to run with its placeholders' values (named when hot). */
function prepared(db: Database, name: string | undefined, pieces: readonly StatementParts[]) {
  return preparedSql(db, name, asOneStatement(pieces));
}

function theRow<Row>(result: unknown): Row {
  const [row] = rowsOf<Row>(result);
  if (!row) throw new Error("A statement of common tables answered no row");
  return row;
}

/**
 * Runs pieces as one statement, binding the placeholders in them (if any) from `values`, and
 * answers its one row.
 */
export async function runAsOneStatement<Row>(
  db: Database,
  values: StatementValues,
  ...pieces: StatementParts[]
): Promise<Row> {
  return theRow<Row>(await prepared(db, undefined, pieces).execute(values));
}

/**
 * A hot statement of pieces, built once under a name (see namedStatement): a request only binds
 * its values, whose placeholders the pieces hold; anything else in them is the same for every
 * run. Building a like's statement on every like was a quarter of the server's time.
 */
export function namedAsOneStatement<Row>(
  db: Database,
  name: string,
  build: () => StatementParts[],
): (values: StatementValues) => Promise<Row> {
  return namedAsOneStatementRead(db, name, () => ({ pieces: build(), read: (row) => row as Row }));
}

/**
 * A hot statement of pieces as namedAsOneStatement builds it, whose row `read` makes into its
 * answer; `build` makes both together, so what the row is read by is built once too (the
 * mappers of selects read as JSON, say: json-rows.ts).
 */
export function namedAsOneStatementRead<Answer>(
  db: Database,
  name: string,
  build: () => { pieces: StatementParts[]; read: (row: unknown) => Answer },
): (values: StatementValues) => Promise<Answer> {
  const { statement, read } = namedStatement(db, name, (statementName) => {
    const built = build();
    return { statement: prepared(db, statementName, built.pieces), read: built.read };
  });
  return async (values) => read(theRow(await statement.execute(values)));
}
