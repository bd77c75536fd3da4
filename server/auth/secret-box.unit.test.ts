import { describe, expect, it } from "vitest";
import { createSecretBox, deriveKey } from "./secret-box.ts";

const SECRET = "a session secret of at least thirty-two characters";
const box = createSecretBox(deriveKey(SECRET, "two-factor secrets"));
const OWNER = "3f0c7a4e-8d61-4b5a-9f8e-0d4c2b1a6e77";

describe("deriveKey", () => {
  it("gives a 256-bit key that is the same for one secret and purpose, and differs otherwise", () => {
    const key = deriveKey(SECRET, "two-factor secrets");
    expect(key).toHaveLength(32);
    expect(deriveKey(SECRET, "two-factor secrets").equals(key)).toBe(true);
    expect(deriveKey(SECRET, "sign-in challenges").equals(key)).toBe(false);
    expect(deriveKey(`${SECRET}!`, "two-factor secrets").equals(key)).toBe(false);
  });
});

describe("createSecretBox", () => {
  it("opens what it sealed, and never shows the plaintext or repeats a sealed value", () => {
    const plaintext = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const first = box.seal(plaintext, OWNER);
    const second = box.seal(plaintext, OWNER);
    expect(first).not.toContain(plaintext);
    expect(first).not.toBe(second);
    expect(box.open(first, OWNER)).toBe(plaintext);
    expect(box.open(second, OWNER)).toBe(plaintext);
  });

  it("keeps text of any kind, empty and long alike", () => {
    for (const plaintext of ["", "ü ✓ 日本", "x".repeat(10_000)]) {
      expect(box.open(box.seal(plaintext, OWNER), OWNER)).toBe(plaintext);
    }
  });

  it("refuses a value with any byte changed", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", OWNER);
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    for (const at of [0, 12, 28, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(() => box.open(`v1.${changed.toString("base64url")}`, OWNER)).toThrow();
    }
  });

  it("refuses a value sealed for another owner, or under another key", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", OWNER);
    expect(() => box.open(sealed, "another member")).toThrow();
    const otherBox = createSecretBox(
      deriveKey("another secret entirely, also long", "two-factor secrets"),
    );
    expect(() => otherBox.open(sealed, OWNER)).toThrow();
  });

  it("refuses what is not a sealed value at all", () => {
    for (const value of [
      "",
      "v1.",
      "v1.AAAA",
      "v2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "plain",
    ]) {
      expect(() => box.open(value, OWNER)).toThrow();
    }
  });

  it("needs a 256-bit key", () => {
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow();
  });
});
