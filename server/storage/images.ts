import { TOO_MANY_PIXELS_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from "@contract/uploads.ts";
import { encode } from "blurhash";
import sharp from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../http/errors.ts";

const DISPLAY_MAX_PX = 2048;
const THUMBNAIL_MAX_PX = 400;
/** A 61-megapixel camera is the largest we expect; past this is more likely a decompression bomb. */
const MAX_INPUT_PIXELS = 64_000_000;
/** BlurHash only needs a tiny picture; 4×3 components suit the mostly landscape feed. */
const BLURHASH_SOURCE_PX = 32;

export type ProcessedImage = {
  display: Buffer;
  thumbnail: Buffer;
  /** Of the display variant, after orientation. */
  width: number;
  height: number;
  blurhash: string;
};

/**
 * Re-encodes an uploaded image as WebP: turned upright by its EXIF orientation, then written
 * without any metadata (sharp keeps none unless asked), which drops GPS, camera and owner data.
 * Animated GIF and WebP keep their first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => {
      throw new UnsupportedMediaTypeError(UNREADABLE_IMAGE_MESSAGE);
    });
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new PayloadTooLargeError(TOO_MANY_PIXELS_MESSAGE);
  }

  const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const within = (px: number) =>
    ({ width: px, height: px, fit: "inside", withoutEnlargement: true }) as const;
  try {
    const [display, thumbnail, tiny] = await Promise.all([
      upright
        .clone()
        .resize(within(DISPLAY_MAX_PX))
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      upright.clone().resize(within(THUMBNAIL_MAX_PX)).webp({ quality: 75 }).toBuffer(),
      upright
        .clone()
        .resize(within(BLURHASH_SOURCE_PX))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      display: display.data,
      thumbnail,
      width: display.info.width,
      height: display.info.height,
      blurhash: encode(new Uint8ClampedArray(tiny.data), tiny.info.width, tiny.info.height, 4, 3),
    };
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt file).
    throw new UnsupportedMediaTypeError(UNREADABLE_IMAGE_MESSAGE);
  }
}
