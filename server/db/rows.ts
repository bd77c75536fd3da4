/** The rows of a raw `db.execute`: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
