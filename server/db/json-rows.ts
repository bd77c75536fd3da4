import { type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { StatementParts } from "./common-tables.ts";
import { type PreparedQuery, rowMapperFor } from "./row-mapper.ts";

/** PostgreSQL's most arguments to one function call, json_build_array's among them. */
const MOST_ARGUMENTS = 100;

/**
 * A select read as one JSON value of a larger statement: `column` is its rows as JSON arrays, in
 * the select's own order, and `rows` maps that value back as Drizzle maps the select's rows
 * (nested as selected, each value through its column's decoder, which reads JSON's dates and
 * arrays as it reads the driver's). Reads that must each be a statement of their own can then
 * share one round trip. Only for selections without outer joins (see rowMapperFor).
 *
 * json_agg takes the rows in the order the select gives them: the subquery's sort (or ordered
 * index walk, or limit) is the last step of its plan, and an aggregate without a combining
 * step, as json_agg is, reads its input in one stream, as it comes.
 */
export function jsonRowsOf<Query extends PgSelect>(query: Query) {
  // Drizzle lists a select's fields, in the order its text selects them, only when preparing
  // it; preparing builds the statement's description and sends nothing.
  const { fields, joinsNotNullableMap } = query.prepare("json_rows") as unknown as PreparedQuery;
  if (!fields || fields.length > MOST_ARGUMENTS) {
    throw new Error(`A select of ${fields?.length} columns cannot be read as JSON arrays`);
  }
  if (!Object.values(joinsNotNullableMap ?? {}).every(Boolean)) {
    throw new Error("A select with an outer join cannot be read as JSON arrays");
  }
  const names = sql.join(
    fields.map((_, index) => sql.identifier(`c${index}`)),
    sql`, `,
  );
  const column: SQL = sql`(select coalesce(json_agg(json_build_array(${names})), '[]')
    from (${query}) as selected (${names}))`;
  const map = rowMapperFor(fields);
  return {
    column,
    rows: (value: unknown[][]) => map(value) as Awaited<Query>,
  };
}

/**
 * Selects read together as JSON columns of one statement's row (jsonRowsOf), each under its
 * key: the piece of the statement that answers them (common-tables.ts), and the row read back
 * as each select's own rows.
 */
export function jsonSelects<Selects extends Record<string, PgSelect>>(selects: Selects) {
  const selected = Object.entries(selects).map(([name, query]) => ({
    name,
    asJson: jsonRowsOf(query),
  }));
  const piece: StatementParts = {
    parts: [],
    columns: sql.join(
      selected.map(({ name, asJson }) => sql`${asJson.column} as ${sql.identifier(name)}`),
      sql`, `,
    ),
  };
  const read = (row: unknown) => {
    const columns = row as Record<string, unknown[][]>;
    return Object.fromEntries(
      selected.map(({ name, asJson }) => [name, asJson.rows(columns[name]!)]),
    ) as { [Name in keyof Selects]: Awaited<Selects[Name]> };
  };
  return { piece, read };
}
