import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskStore } from "./disk-store.ts";

const root = mkdtempSync(path.join(tmpdir(), "atelier-disk-store-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the disk store", () => {
  it("writes into a shared folder while deleting another object empties and drops it", async () => {
    const store = createDiskStore(root);
    const bytes = Buffer.alloc(64 * 1024);
    // Uploads share one folder: finishing one deletes its file, and the folder with it when it
    // was the last, just as another upload is about to write there.
    for (let round = 0; round < 300; round += 1) {
      await store.write(`uploads/leaving-${round}`, bytes);
      await Promise.all([
        store.delete([`uploads/leaving-${round}`]),
        store.write(`uploads/arriving-${round}`, bytes),
      ]);
      await store.delete([`uploads/arriving-${round}`]);
    }
    await store.write("uploads/last", bytes);
    const last = await store.read("uploads/last");
    if (!last) throw new Error("the last write is missing");
    expect(await buffer(last.body)).toEqual(bytes);
  });
});
