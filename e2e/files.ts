import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** A real PNG on disk for a file picker. */
export async function pictureFile(name = "picture.png"): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "atelier-e2e-img-")), name);
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 230, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  writeFileSync(file, image);
  return file;
}
