import { type SQL, sql } from "drizzle-orm";

/** Ids as one parameter, however many: an array PostgreSQL reads as `uuid[]`. */
export function uuids(ids: string[]): SQL {
  return sql`${sql.param(ids)}::uuid[]`;
}
