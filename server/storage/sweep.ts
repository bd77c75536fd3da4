import { and, asc, gt, inArray, lt } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { tryLockForTransaction } from "../db/advisory-locks.ts";
import type { Transaction } from "../db/client.ts";
import { objects, uploads } from "../db/schema/index.ts";
import { everyVariantKey, type ObjectStore, rawUploadKey, variantKeys } from "./object-store.ts";
import { shownNowhere } from "./references.ts";

/**
 * How long after its link expired an upload is left alone: normalize may still be at work on
 * bytes sent just before the expiry, and it needs the link's row.
 */
export const EXPIRED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
/**
 * How long a new object may wait, shown nowhere, before it goes: the composer holds an upload
 * until the post is published, and the member may take their time.
 */
export const UNATTACHED_OBJECT_GRACE_MS = 24 * 60 * 60 * 1000;

const BATCH_SIZE = 500;

export type SweepResult = {
  /** Upload links cleared, with whatever raw bytes they still had. */
  uploadIds: string[];
  /** Objects nothing showed, removed with their bytes. */
  objectIds: string[];
  /** False when another instance was sweeping, and this one left the rest to it. */
  finished: boolean;
};

type Batch = (tx: Transaction) => Promise<"more" | "done">;

/**
 * Clears what uploads leave behind: links expired without becoming an object (their raw bytes,
 * and any variants a failed normalize wrote), then objects no post, portfolio item, profile
 * photo, company logo or identity check uses.
 *
 * It works in batches, each one transaction that first tries the sweep's advisory lock: when
 * another instance holds it, this one stops and leaves the rest to that one. So two instances
 * never sweep at once, and no connection is held for a whole sweep. A batch deletes its rows,
 * then the bytes, before it commits: if the store fails, the rows stay for the next sweep.
 */
export async function sweepStorage(
  { db, objects: { store }, now }: Pick<AppContext, "db" | "objects" | "now">,
  options: { batchSize?: number } = {},
): Promise<SweepResult> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const result: SweepResult = { uploadIds: [], objectIds: [], finished: false };
  /** False when another instance holds the sweep. */
  const inBatches = async (batch: Batch) => {
    for (;;) {
      const outcome = await db.transaction(async (tx) =>
        (await tryLockForTransaction(tx, "storageSweep", 0)) ? batch(tx) : "busy",
      );
      if (outcome !== "more") return outcome === "done";
    }
  };

  const expiredBefore = new Date(now() - EXPIRED_UPLOAD_GRACE_MS);
  const uploadsCleared = await inBatches(async (tx) => {
    const ids = await clearExpiredUploads(tx, store, expiredBefore, batchSize);
    result.uploadIds.push(...ids);
    return ids.length === batchSize ? "more" : "done";
  });
  if (!uploadsCleared) return result;

  const createdBefore = new Date(now() - UNATTACHED_OBJECT_GRACE_MS);
  let after: string | undefined;
  const objectsCleared = await inBatches(async (tx) => {
    // Walked in id order from where the last batch stopped: a used object stays, so the next
    // batch must not meet it again.
    const candidates = await tx
      .select({ id: objects.id })
      .from(objects)
      .where(and(lt(objects.createdAt, createdBefore), after ? gt(objects.id, after) : undefined))
      .orderBy(asc(objects.id))
      .limit(batchSize);
    after = candidates.at(-1)?.id;
    result.objectIds.push(...(await removeUnused(tx, store, candidates)));
    return candidates.length === batchSize ? "more" : "done";
  });
  return Object.assign({}, result, { finished: objectsCleared });
}

async function clearExpiredUploads(
  tx: Transaction,
  store: ObjectStore,
  expiredBefore: Date,
  batchSize: number,
): Promise<string[]> {
  const expired = tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(lt(uploads.expiresAt, expiredBefore))
    .limit(batchSize);
  const cleared = await tx
    .delete(uploads)
    .where(inArray(uploads.id, expired))
    .returning({ id: uploads.id, normalizedAt: uploads.normalizedAt });
  // An upload that became an object leaves its variants alone: they are the object's.
  await store.delete(
    cleared.flatMap(({ id, normalizedAt }) => [
      rawUploadKey(id),
      ...(normalizedAt ? [] : everyVariantKey(id)),
    ]),
  );
  return cleared.map((upload) => upload.id);
}

async function removeUnused(
  tx: Transaction,
  store: ObjectStore,
  candidates: { id: string }[],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const ids = candidates.map((object) => object.id);
  const removed = await tx
    .delete(objects)
    .where(and(inArray(objects.id, ids), shownNowhere(objects.id)))
    .returning({ id: objects.id, contentType: objects.contentType });
  await store.delete(removed.flatMap(variantKeys));
  return removed.map((object) => object.id);
}
