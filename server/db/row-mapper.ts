import { Column, is, SQL, Subquery } from "drizzle-orm";

/** One selected column as Drizzle describes it: where it goes in the row, and what it is. */
type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type MappedRow = Record<string, unknown>;

/** How an SQL field's value is read (`decoder` is kept off Drizzle's public types). */
type Decoded = { decoder: Decoder };

/** What Drizzle reads a column's value through, asked once rather than for every value. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * Rows as Drizzle maps them (each value through its column's decoder, nested as selected), with
 * each column's decoder and place worked out once. Drizzle works them out again for every value
 * of every row, asking each field what kind it is: on a page of twenty posts, a fifth of the
 * server's time. Only for selections without outer joins, whose rows Drizzle never empties.
 */
export function rowMapperFor(fields: SelectedField[]): (rows: unknown[][]) => MappedRow[] {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
  }));
  return (rows) =>
    rows.map((row) => {
      const mapped: MappedRow = {};
      for (let index = 0; index < columns.length; index++) {
        const { parents, key, decoder } = columns[index]!;
        let node = mapped;
        for (const parent of parents) {
          node[parent] ??= {};
          node = node[parent] as MappedRow;
        }
        const value = row[index];
        node[key] = value === null ? null : decoder.mapFromDriverValue(value);
      }
      return mapped;
    });
}

/**
 * The parts of a Drizzle prepared query (a select, or a write with `returning`) this reads and
 * sets; a statement without them is left as it is.
 */
export type PreparedQuery = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
};

/** Has a prepared query map its rows through rowMapperFor. */
export function mapRowsOnce<Statement>(statement: Statement): Statement {
  const prepared = statement as PreparedQuery;
  const onlyInnerJoins = Object.values(prepared.joinsNotNullableMap ?? {}).every(Boolean);
  if (Array.isArray(prepared.fields) && !prepared.customResultMapper && onlyInnerJoins) {
    prepared.customResultMapper = rowMapperFor(prepared.fields);
  }
  return statement;
}
