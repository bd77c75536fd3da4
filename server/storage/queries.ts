import {
  type MediaKind,
  objectIdFromPath,
  type StoredObject,
  UPLOAD_RULES,
  type UploadPurpose,
} from "@contract/uploads.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { objects, uploads } from "../db/schema/index.ts";
import { type ObjectRow, presentObject } from "./presenter.ts";

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Database | Transaction,
  values: { ownerId: string; purpose: UploadPurpose; maxBytes: number; expiresAt: Date },
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUpload(db: Database, uploadId: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return row ?? null;
}

/** Marks the link used; false when it already was. One statement, so two PUTs cannot both win. */
export async function claimUpload(db: Database, uploadId: string): Promise<boolean> {
  const claimed = await db
    .update(uploads)
    .set({ usedAt: new Date() })
    .where(and(eq(uploads.id, uploadId), isNull(uploads.usedAt)))
    .returning({ id: uploads.id });
  return claimed.length > 0;
}

/**
 * Stores the object once: when a concurrent normalize got there first, its row is returned.
 * Its upload is marked as spent and normalized in the same transaction, so the member's
 * storage counts either the link or the object, never both or neither.
 */
export async function insertObject(db: Database, values: typeof objects.$inferInsert) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(objects).values(values).onConflictDoNothing().returning();
    const now = new Date();
    await tx
      .update(uploads)
      .set({ usedAt: sql`coalesce(${uploads.usedAt}, ${now})`, normalizedAt: now })
      .where(eq(uploads.id, values.id));
    return inserted ?? (await findObject(tx, values.id))!;
  });
}

export async function findObject(
  db: Database | Transaction,
  objectId: string,
): Promise<ObjectRow | null> {
  const [row] = await db.select().from(objects).where(eq(objects.id, objectId)).limit(1);
  return row ?? null;
}

/** An object another domain may attach: `path` is what it stores ('/objects/<id>'). */
export type OwnedObject = Omit<StoredObject, "objectPath"> & { path: string };

/**
 * Whether a stored object may serve `use`. An upload's purpose set the limits it was received
 * under; after that it may go wherever it fits that use's own limits (size, image or video),
 * so a photo uploaded for a post can become a profile photo. Identity documents are private:
 * a KYC object serves KYC only, and KYC takes only KYC objects.
 */
export function fitsUse(
  object: Pick<ObjectRow, "purpose" | "contentType" | "byteSize">,
  use: UploadPurpose,
): boolean {
  if (object.purpose === "kyc" || use === "kyc") return object.purpose === use;
  const rule = UPLOAD_RULES[use];
  const kind: MediaKind = object.contentType.startsWith("video/") ? "video" : "image";
  return object.byteSize <= rule.maxBytes && rule.accepts.includes(kind);
}

/**
 * The object at `objectPath` ('/objects/<id>') when `ownerId` uploaded it and it fits `use`;
 * null otherwise. Posts, profiles, portfolio and KYC call this before storing a path, so nobody
 * can attach another member's upload.
 */
export async function findOwnedObject(
  db: Database,
  ownerId: string,
  objectPath: string,
  use: UploadPurpose,
): Promise<OwnedObject | null> {
  const objectId = objectIdFromPath(objectPath);
  if (!objectId) return null;
  const [row] = await db
    .select()
    .from(objects)
    .where(and(eq(objects.id, objectId), eq(objects.ownerId, ownerId)))
    .limit(1);
  if (!row || !fitsUse(row, use)) return null;
  const { objectPath: path, ...rest } = presentObject(row);
  return { path, ...rest };
}
