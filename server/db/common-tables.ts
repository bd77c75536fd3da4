import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { rowsOf } from "./rows.ts";

/**
 * A named part of one statement's `with` list. Writes that must happen together can then be
 * one statement, which is its own transaction: no begin and commit round trips, and the rows
 * it locks are held only while it runs and commits.
 */
type CommonTable = { name: string; query: SQL };

/** Parts of a statement, and the columns (each one value, read from the parts) they answer with. */
export type StatementParts = { parts: CommonTable[]; columns: SQL };

/** The `with` list of the given parts, in order: each may read the parts before it. */
function withCommonTables(parts: readonly CommonTable[]): SQL {
  return sql`with ${sql.join(
    parts.map(({ name, query }) => sql`${sql.identifier(name)} as (${query})`),
    sql`, `,
  )}`;
}

/**
 * Runs pieces as one statement, each piece's parts after the previous piece's (so they may
 * read them), answering the one row of all their columns.
 */
export async function runAsOneStatement<Row>(
  db: Database,
  ...pieces: StatementParts[]
): Promise<Row> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      ${withCommonTables(pieces.flatMap((piece) => piece.parts))}
      select ${sql.join(
        pieces.map((piece) => piece.columns),
        sql`, `,
      )}`),
  );
  if (!row) throw new Error("A statement of common tables answered no row");
  return row;
}
