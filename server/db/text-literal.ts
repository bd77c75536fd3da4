/**
 * A text written into a statement as an SQL literal, for the statements whose text must hold
 * their values: a column the database generates (its definition keeps no parameters) and the
 * bench's bulk loader. Only for texts the code itself holds, never for what a member typed.
 */
export function textLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
