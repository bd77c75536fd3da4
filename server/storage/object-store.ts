import type { Readable } from "node:stream";

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredBytes = {
  body: Readable;
  /** The whole object's size, whatever range was read. */
  byteSize: number;
};

/**
 * Where object bytes live: a folder on the local disk, or an S3 bucket. Keys are built only
 * by the functions below, never from what a client sent.
 */
export interface ObjectStore {
  /**
   * A URL the browser can PUT a raw upload to directly, or null when the store has no such
   * thing and the bytes come through our own signed PUT route instead.
   */
  presignUpload(
    key: string,
    options: { expiresInSeconds: number; byteSize: number | undefined },
  ): Promise<string | null>;
  write(key: string, body: Buffer): Promise<void>;
  /** Null when there is no object at the key. */
  read(key: string, range?: ByteRange): Promise<StoredBytes | null>;
  /** Missing keys are ignored. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Raw bytes waiting for normalize. */
export const rawUploadKey = (uploadId: string) => `uploads/${uploadId}`;

/** The served variants of an object: images have a display size and a thumbnail, video one file. */
export const displayKey = (objectId: string, contentType: string) =>
  contentType.startsWith("image/") ? `${objectId}/display.webp` : `${objectId}/video`;
export const thumbnailKey = (objectId: string) => `${objectId}/thumb.webp`;

export function variantKeys(object: { id: string; contentType: string }): string[] {
  const display = displayKey(object.id, object.contentType);
  return object.contentType.startsWith("image/") ? [display, thumbnailKey(object.id)] : [display];
}

/** Every key an object with this id could have, whatever its type: for bytes with no row. */
export const everyVariantKey = (objectId: string) => [
  ...variantKeys({ id: objectId, contentType: "image/webp" }),
  ...variantKeys({ id: objectId, contentType: "video/mp4" }),
];
