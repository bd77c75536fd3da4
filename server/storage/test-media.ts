import sharp from "sharp";

/** Small real files of each accepted format, and a few that must be refused, for the tests. */

const gradient = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/**
 * A 64×48 JPEG carrying GPS coordinates, a camera owner's name and orientation 6 (turn a
 * quarter to the right), as a phone photo would; upright it is 48×64.
 */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return gradient(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam", Artist: "Jane Doe" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();
}

export const png = (width = 40, height = 30) => gradient(width, height).png().toBuffer();
export const gif = (width = 40, height = 30) => gradient(width, height).gif().toBuffer();
export const webp = (width = 40, height = 30) => gradient(width, height).webp().toBuffer();

/** A JPEG header followed by zeros: passes the content check, `byteSize` long. */
export function jpegHeaderOfSize(byteSize: number): Buffer {
  const bytes = Buffer.alloc(byteSize);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(bytes);
  return bytes;
}

/** The start of an MP4 file (an ftyp box with the isom brand) and some empty media data. */
export function mp4Header(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2"),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from("mdat"), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, mdat]);
}

export const html = Buffer.from(
  "<!doctype html><html><script>alert(document.cookie)</script></html>",
);
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** Where in raw EXIF the GPS IFD pointer (tag 0x8825) sits, or -1; EXIF may be either endianness. */
export function gpsPointerIndex(exif: Buffer): number {
  const bigEndian = exif.indexOf(Buffer.from([0x88, 0x25]));
  return bigEndian >= 0 ? bigEndian : exif.indexOf(Buffer.from([0x25, 0x88]));
}
