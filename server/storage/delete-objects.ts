import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { objects, uploads } from "../db/schema/index.ts";
import { rawUploadKey, variantKeys } from "./object-store.ts";

/**
 * Removes everything a member uploaded, bytes and rows, for account deletion. Call it before
 * deleting the user: the rows would go with the user by cascade, but the bytes would not.
 */
export async function deleteObjectsOf(
  { db, objects: { store } }: Pick<AppContext, "db" | "objects">,
  ownerId: string,
): Promise<void> {
  const [owned, pending] = await Promise.all([
    db
      .select({ id: objects.id, contentType: objects.contentType })
      .from(objects)
      .where(eq(objects.ownerId, ownerId)),
    db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, ownerId)),
  ]);
  await store.delete([
    ...owned.flatMap(variantKeys),
    ...pending.map((upload) => rawUploadKey(upload.id)),
  ]);
  await db.delete(objects).where(eq(objects.ownerId, ownerId));
  await db.delete(uploads).where(eq(uploads.ownerId, ownerId));
}
