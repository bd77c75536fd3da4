import { objectPathOf } from "@contract/uploads.ts";
import { and, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { kycSubmissions, portfolioItems, posts, users } from "../db/schema/index.ts";

/**
 * Every column that holds an object path ('/objects/<id>'). An object none of them holds is
 * shown nowhere and may go; a new column that stores uploads belongs here, with an index on it.
 */
const OBJECT_PATH_COLUMNS: readonly PgColumn[] = [
  posts.imageUrl,
  posts.videoUrl,
  portfolioItems.imageUrl,
  portfolioItems.videoUrl,
  users.profileImageUrl,
  users.companyLogoUrl,
  kycSubmissions.idDocumentUrl,
];

/**
 * True for an object no post, portfolio item, profile photo, company logo or identity check
 * uses. Put in the statement that deletes objects, so the check and the delete see the same
 * rows; each column is one index probe per object.
 */
export function shownNowhere(objectId: PgColumn): SQL {
  const path = sql`${sql.raw(`'${objectPathOf("")}'`)} || ${objectId}::text`;
  return and(
    ...OBJECT_PATH_COLUMNS.map(
      (column) => sql`not exists (select 1 from ${column.table} where ${column} = ${path})`,
    ),
  )!;
}
