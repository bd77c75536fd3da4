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

/** Big-endian unsigned integers of `bytes` bytes each. */
const uints = (bytes: number, values: number[]) =>
  Buffer.concat(
    values.map((value) => {
      const field = Buffer.alloc(bytes);
      field.writeUIntBE(value, 0, bytes);
      return field;
    }),
  );
const u32 = (...values: number[]) => uints(4, values);
const u16 = (...values: number[]) => uints(2, values);
const zeros = (length: number) => Buffer.alloc(length);

/** An ISO base media box: its 32-bit size, its type, then its contents. */
export function isoBox(type: string, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
}
/** A box with a version (0) and flags before its contents. */
const fullBox = (type: string, flags: number, ...contents: Buffer[]) =>
  isoBox(type, u32(flags), ...contents);
const IDENTITY_MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/**
 * The moov of a movie with one 16×16 H.264 track and no samples yet: movie and track headers,
 * the handler (`vide`, or `soun` for a sound-only file), and an empty sample table.
 */
export function movieBox(handler = "vide"): Buffer {
  const avc1 = isoBox(
    "avc1",
    zeros(6),
    u16(1),
    zeros(16),
    u16(16, 16),
    u32(0x480000, 0x480000, 0),
    u16(1),
    zeros(32),
    u16(0x18, 0xffff),
    // Baseline profile, level 1, no parameter sets.
    isoBox("avcC", Buffer.from([1, 0x42, 0xc0, 0x0a, 0xff, 0xe0, 0])),
  );
  const sampleTable = isoBox(
    "stbl",
    fullBox("stsd", 0, u32(1), avc1),
    fullBox("stts", 0, u32(0)),
    fullBox("stsc", 0, u32(0)),
    fullBox("stsz", 0, u32(0, 0)),
    fullBox("stco", 0, u32(0)),
  );
  const mediaInfo = isoBox(
    "minf",
    fullBox("vmhd", 1, u16(0, 0, 0, 0)),
    isoBox("dinf", fullBox("dref", 0, u32(1), fullBox("url ", 1))),
    sampleTable,
  );
  const media = isoBox(
    "mdia",
    fullBox("mdhd", 0, u32(0, 0, 1000, 0), u16(0x55c4, 0)),
    fullBox("hdlr", 0, u32(0), Buffer.from(handler), zeros(12), Buffer.from("Handler\0")),
    mediaInfo,
  );
  const track = isoBox(
    "trak",
    fullBox(
      "tkhd",
      3,
      u32(0, 0, 1, 0, 0),
      zeros(8),
      u16(0, 0, 0, 0),
      IDENTITY_MATRIX,
      u32(16 << 16, 16 << 16),
    ),
    media,
  );
  const movieHeader = fullBox(
    "mvhd",
    0,
    u32(0, 0, 1000, 0, 0x10000),
    u16(0x100, 0),
    zeros(8),
    IDENTITY_MATRIX,
    zeros(24),
    u32(2),
  );
  return isoBox("moov", movieHeader, track);
}

/** An ftyp box with `brand` as the major brand ("qt  " for QuickTime). */
export const fileTypeBox = (brand = "isom") =>
  isoBox("ftyp", Buffer.from(brand, "latin1"), u32(0x200), Buffer.from("isomiso2mp41"));

/**
 * A whole, tiny MP4 (or MOV with brand "qt  "): ftyp, a moov with one video track, and 16
 * bytes of media data. It starts "....ftypisom" like any MP4.
 */
export function mp4(options: { brand?: string; handler?: string } = {}): Buffer {
  return Buffer.concat([
    fileTypeBox(options.brand),
    movieBox(options.handler),
    isoBox("mdat", zeros(16)),
  ]);
}

/** An EBML element: its id (with its length marker), an 8-byte size (or unknown), its contents. */
export function ebmlElement(id: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([idBytes(id), size, body]);
}
/** An element whose size is left unknown, as a streaming recorder writes Segments and Clusters. */
function unsizedEbmlElement(id: number, ...contents: Buffer[]): Buffer {
  return Buffer.concat([
    idBytes(id),
    Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ...contents,
  ]);
}
function idBytes(id: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(id);
  return bytes.subarray(bytes.findIndex((byte) => byte !== 0));
}
const ebmlUint = (id: number, value: number) => ebmlElement(id, Buffer.from([value]));
const ebmlText = (id: number, text: string) => ebmlElement(id, Buffer.from(text));

/** The EBML header that starts a WebM file (and is all its content sniffing reads). */
export const webmHeader = () =>
  ebmlElement(
    0x1a45dfa3,
    ebmlUint(0x4286, 1),
    ebmlUint(0x42f7, 1),
    ebmlUint(0x42f2, 4),
    ebmlUint(0x42f3, 8),
    ebmlText(0x4282, "webm"),
    ebmlUint(0x4287, 2),
    ebmlUint(0x4285, 2),
  );

/**
 * A whole, tiny WebM: the EBML header, then a Segment with Info, one 16×16 VP8 track (track
 * type 1 is video, 2 audio) and an empty Cluster. `streamed` leaves the Segment and the Cluster
 * without sizes, as a browser's MediaRecorder does.
 */
export function webm(options: { trackType?: number; streamed?: boolean } = {}): Buffer {
  const header = webmHeader();
  const info = ebmlElement(
    0x1549a966,
    ebmlElement(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])),
    ebmlText(0x4d80, "atelier-test"),
  );
  const tracks = ebmlElement(
    0x1654ae6b,
    ebmlElement(
      0xae,
      ebmlUint(0xd7, 1),
      ebmlUint(0x73c5, 1),
      ebmlUint(0x83, options.trackType ?? 1),
      ebmlText(0x86, "V_VP8"),
      ebmlElement(0xe0, ebmlUint(0xb0, 16), ebmlUint(0xba, 16)),
    ),
  );
  const timecode = ebmlUint(0xe7, 0);
  if (options.streamed) {
    return Buffer.concat([
      header,
      unsizedEbmlElement(0x18538067, info, tracks, unsizedEbmlElement(0x1f43b675, timecode)),
    ]);
  }
  return Buffer.concat([
    header,
    ebmlElement(0x18538067, info, tracks, ebmlElement(0x1f43b675, timecode)),
  ]);
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
