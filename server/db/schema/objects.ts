import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { UPLOAD_PURPOSES } from "../../../contract/uploads.ts";
import { users } from "./users.ts";

/**
 * Upload links handed out and not necessarily used yet. A row is the state a signed link
 * cannot carry: whether it has been used (single use) and who may use it. The storage sweep
 * deletes it an hour after it expired, with any raw bytes left under it.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: UPLOAD_PURPOSES }).notNull(),
    maxBytes: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When our own PUT route accepted the bytes, or when normalize consumed an S3 upload. */
    usedAt: timestamp({ withTimezone: true }),
    /**
     * When the upload became an object. Until then the link holds its maxBytes of the member's
     * storage; after, the object counts instead, and no longer once it is deleted.
     */
    normalizedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.ownerId)],
);

/**
 * Checked and re-encoded uploads, served at /objects/<id>. The id is the upload's id, so
 * normalizing the same upload twice finds the same object instead of making a second one.
 */
export const objects = pgTable(
  "objects",
  {
    id: uuid().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: UPLOAD_PURPOSES }).notNull(),
    /** Of the display variant: image/webp for images, the sniffed type for video. */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    blurhash: text(),
    isPrivate: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("objects_owner_idx").on(t.ownerId)],
);
