import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ByteRange, ObjectStore, StoredBytes } from "./object-store.ts";

/** The folder the disk store keeps objects in; the seed writes its images under seed/ here. */
export function objectsRoot(dataDir: string): string {
  return path.join(dataDir, "objects");
}

/** Demo images the seed writes: public files with no row, whichever store holds uploads. */
export function seedImagesRoot(dataDir: string): string {
  return path.join(objectsRoot(dataDir), "seed");
}

/** Objects as files under `root`, one file per key. */
export function createDiskStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are ours, but a slip that climbs out of the folder must not reach other files.
    if (!file.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`bad key ${key}`);
    return file;
  };

  return {
    async presignUpload() {
      return null;
    },

    async write(key, body) {
      const file = fileOf(key);
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeIntoFolder(partial, body);
      await rename(partial, file);
    },

    async read(key, range?: ByteRange): Promise<StoredBytes | null> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file, range), byteSize: info.size };
    },

    async delete(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => rm(file, { force: true })));
      // An object's variants share a folder; drop it once empty (rmdir refuses one that is not).
      const folders = new Set(files.map((file) => path.dirname(file)));
      await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
    },
  };
}

/**
 * Objects share folders (every pending upload sits in uploads/), and delete drops a folder
 * once it is empty: between making the folder and writing into it another request may have
 * dropped it, so it is made again. Once the file is in, the folder is not empty and stays.
 */
async function writeIntoFolder(file: string, body: Buffer): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt === 5) throw error;
    }
  }
}
