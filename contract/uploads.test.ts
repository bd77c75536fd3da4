import { describe, expect, it } from "vitest";
import { readableSize, storageFullMessage, storageUsageText } from "./uploads.ts";

const MB = 1_048_576;

describe("readableSize", () => {
  it.each([
    [0, "0 MB"],
    [200_000, "under 1 MB"],
    [12.4 * MB, "12 MB"],
    [200 * MB, "200 MB"],
    [1024 * MB, "1 GB"],
    [1536 * MB, "1.5 GB"],
    [10 * 1024 * MB, "10 GB"],
  ])("reads %d bytes as %s", (bytes, expected) => {
    expect(readableSize(bytes)).toBe(expected);
  });
});

describe("storage texts", () => {
  it("say how much is used and, when full, how to make room", () => {
    expect(storageUsageText({ usedBytes: 12 * MB, quotaBytes: 1024 * MB })).toBe(
      "12 MB of 1 GB used",
    );
    expect(storageFullMessage(1024 * MB)).toBe(
      "There is no room for this file in your 1 GB of storage. Delete some posts or portfolio items to upload more.",
    );
  });
});
