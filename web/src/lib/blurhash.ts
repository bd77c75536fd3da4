import { decode, isBlurhashValid } from "blurhash";

const SIZE = 32;
const cache = new Map<string, string | null>();

/**
 * A BlurHash drawn into a tiny PNG data URL, for a placeholder behind an image that is still
 * loading (the browser scales it up smoothly). Null when the hash is invalid or there is no
 * canvas. Decoded once per hash.
 */
export function blurhashToDataUrl(hash: string): string | null {
  const cached = cache.get(hash);
  if (cached !== undefined) return cached;
  let url: string | null = null;
  try {
    if (isBlurhashValid(hash).result) {
      const canvas = document.createElement("canvas");
      canvas.width = SIZE;
      canvas.height = SIZE;
      const context = canvas.getContext("2d");
      if (context) {
        const image = context.createImageData(SIZE, SIZE);
        image.data.set(decode(hash, SIZE, SIZE));
        context.putImageData(image, 0, 0);
        url = canvas.toDataURL("image/png");
      }
    }
  } catch {
    url = null;
  }
  cache.set(hash, url);
  return url;
}
