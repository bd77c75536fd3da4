import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { seedImagesRoot } from "../../storage/disk-store.ts";
import type { Artwork } from "./artwork.ts";
import { artworkSvg } from "./svg.ts";

/** Enough to keep libvips busy on every core without queueing hundreds of SVGs in memory. */
const CONCURRENT_RENDERS = 8;

/**
 * Renders each artwork once to DATA_DIR/objects/seed/<name>.webp, where /objects/seed/… serves it.
 * With the in-memory database ("memory://", tests) nothing is written: rows still carry the URLs,
 * and there is no object store on disk to serve them from anyway.
 */
export async function writeArtworks(artworks: readonly Artwork[], dataDir: string): Promise<void> {
  if (dataDir === "memory://") return;
  const folder = seedImagesRoot(dataDir);
  await mkdir(folder, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < artworks.length) {
      const artwork = artworks[next++]!;
      await sharp(Buffer.from(artworkSvg(artwork)))
        // Flat vector colour compresses well even at the fastest effort, which keeps seeding quick.
        .webp({ quality: 82, effort: 0 })
        .toFile(path.join(folder, `${artwork.name}.webp`));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_RENDERS }, worker));
}
