import { describe, expect, it } from "vitest";
import { describeSessionOrigin } from "./session-origin.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("describeSessionOrigin", () => {
  it("names the browser and system, and the country of a public address", () => {
    expect(describeSessionOrigin(IPHONE, "81.2.69.160")).toEqual({
      device: "Safari on iOS",
      place: "United Kingdom",
    });
    expect(describeSessionOrigin(DESKTOP_CHROME, "::ffff:81.2.69.160").device).toBe(
      "Chrome on macOS",
    );
  });

  it("says 'Local network' for private and loopback addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.7",
      "172.20.1.1",
      "::1",
      "fd00::1",
    ]) {
      expect(describeSessionOrigin(DESKTOP_CHROME, address).place).toBe("Local network");
    }
  });

  it("leaves out what it cannot tell rather than guessing", () => {
    expect(describeSessionOrigin(undefined, "2001:db8::1")).toEqual({ device: null, place: null });
    expect(describeSessionOrigin("   ", "not an address")).toEqual({ device: null, place: null });
    expect(describeSessionOrigin("curl/8.5.0", "192.0.2.1").device).toBeTypeOf("string");
  });
});
