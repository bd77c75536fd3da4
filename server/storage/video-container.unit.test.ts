import { UNREADABLE_VIDEO_MESSAGE } from "@contract/uploads.ts";
import { describe, expect, it } from "vitest";
import { sniffMedia } from "./sniff.ts";
import {
  ebmlElement,
  fileTypeBox,
  html,
  isoBox,
  movieBox,
  mp4,
  webm,
  webmHeader,
} from "./test-media.ts";
import { refuseUnreadableVideo } from "./video-container.ts";

/** What the upload routes do with a file: sniff its first bytes, then read its container. */
async function verdict(bytes: Buffer): Promise<string> {
  const media = await sniffMedia(bytes);
  if (!media) return "not sniffed";
  try {
    refuseUnreadableVideo(media, bytes);
    return `accepted as ${media.contentType}`;
  } catch (error) {
    expect((error as Error).message).toBe(UNREADABLE_VIDEO_MESSAGE);
    return `refused as ${media.contentType}`;
  }
}

const withLargeSize = (type: string, contents: Buffer) => {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, "latin1");
  header.writeBigUInt64BE(BigInt(16 + contents.length), 8);
  return Buffer.concat([header, contents]);
};
const toEndOfFile = (type: string, contents: Buffer) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from(type, "latin1"), contents]);

describe("MP4 and QuickTime", () => {
  it.each([
    ["a whole MP4", mp4(), "accepted as video/mp4"],
    ["a MOV with the qt brand", mp4({ brand: "qt  " }), "accepted as video/quicktime"],
    ["an M4V", mp4({ brand: "M4V " }), "accepted as video/mp4"],
    [
      "a classic MOV with no ftyp",
      Buffer.concat([movieBox(), isoBox("mdat", Buffer.alloc(8))]),
      "accepted as video/quicktime",
    ],
    [
      "a fragmented MP4: moov, then moof and mdat",
      Buffer.concat([
        fileTypeBox(),
        movieBox(),
        isoBox("moof", isoBox("mfhd", Buffer.alloc(8))),
        isoBox("mdat", Buffer.alloc(32)),
      ]),
      "accepted as video/mp4",
    ],
    [
      "an MP4 whose mdat has a 64-bit size",
      Buffer.concat([fileTypeBox(), movieBox(), withLargeSize("mdat", Buffer.alloc(24))]),
      "accepted as video/mp4",
    ],
    [
      "an MP4 whose last mdat runs to the end of the file",
      Buffer.concat([fileTypeBox(), movieBox(), toEndOfFile("mdat", Buffer.alloc(24))]),
      "accepted as video/mp4",
    ],
  ])("accepts %s", async (_name, bytes, expected) => {
    expect(await verdict(bytes)).toBe(expected);
  });

  it.each([
    ["an MP4 header followed by HTML", Buffer.concat([fileTypeBox(), html])],
    ["a whole MP4 with HTML after it", Buffer.concat([mp4(), html])],
    ["an MP4 cut short", mp4().subarray(0, mp4().length - 5)],
    ["an MP4 cut inside a box header", mp4().subarray(0, fileTypeBox().length + 4)],
    ["an ftyp and media data but no moov", Buffer.concat([fileTypeBox(), isoBox("mdat")])],
    ["a moov with no track", Buffer.concat([fileTypeBox(), isoBox("moov"), isoBox("mdat")])],
    ["sound with no picture", mp4({ handler: "soun" })],
    ["two moov boxes", Buffer.concat([fileTypeBox(), movieBox(), movieBox()])],
    [
      "a box claiming more than the file holds",
      Buffer.concat([fileTypeBox(), movieBox(), withLargeSize("mdat", Buffer.alloc(8))]).subarray(
        0,
        -4,
      ),
    ],
    [
      "a moov whose children overrun it",
      (() => {
        const bytes = mp4();
        const moovAt = fileTypeBox().length;
        // mvhd claims four bytes more than it has, so the track no longer starts where it should.
        bytes.writeUInt32BE(bytes.readUInt32BE(moovAt + 8) + 4, moovAt + 8);
        return bytes;
      })(),
    ],
    [
      "a moov first but claimed as MP4 by its brand-less start",
      Buffer.concat([movieBox(), Buffer.from("<html></html>")]),
    ],
  ])("refuses %s", async (_name, bytes) => {
    expect(await verdict(bytes)).toMatch(/^refused as video\//);
  });
});

describe("WebM", () => {
  it.each([
    ["a whole WebM", webm()],
    ["a streamed WebM with unknown sizes, as MediaRecorder writes", webm({ streamed: true })],
  ])("accepts %s", async (_name, bytes) => {
    expect(await verdict(bytes)).toBe("accepted as video/webm");
  });

  it.each([
    ["a WebM with HTML after it", Buffer.concat([webm(), html])],
    ["a streamed WebM with HTML after it", Buffer.concat([webm({ streamed: true }), html])],
    ["a WebM cut short", webm().subarray(0, webm().length - 3)],
    ["an EBML header followed by HTML", Buffer.concat([webmHeader(), html])],
    ["sound with no picture", webm({ trackType: 2 })],
    [
      "a Segment with no Tracks",
      Buffer.concat([webmHeader(), ebmlElement(0x18538067, ebmlElement(0xec))]),
    ],
  ])("refuses %s", async (_name, bytes) => {
    expect(await verdict(bytes)).toBe("refused as video/webm");
  });
});

describe("images", () => {
  it("are left to the image decoder", async () => {
    expect(() =>
      refuseUnreadableVideo({ kind: "image", contentType: "image/png" }, html),
    ).not.toThrow();
  });
});
