import { objectPathOf, type StoredObject, thumbnailPathOf } from "@contract/uploads.ts";
import type { objects } from "../db/schema/index.ts";

export type ObjectRow = typeof objects.$inferSelect;

/** An object as the API and other domains see it: its paths and what the feed needs to lay it out. */
export function presentObject(row: ObjectRow): StoredObject {
  const isImage = row.contentType.startsWith("image/");
  return {
    objectPath: objectPathOf(row.id),
    thumbnailPath: isImage ? thumbnailPathOf(row.id) : null,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    blurhash: row.blurhash,
  };
}
