import { describe, expect, it } from "vitest";
import { capitalize, pluralize } from "./text.ts";

describe("pluralize", () => {
  it("uses the singular for one only", () => {
    expect(pluralize(0, "post")).toBe("0 posts");
    expect(pluralize(1, "post")).toBe("1 post");
    expect(pluralize(2, "creator")).toBe("2 creators");
  });
});

describe("capitalize", () => {
  it("raises the first letter only", () => {
    expect(capitalize("pending")).toBe("Pending");
    expect(capitalize("day rate")).toBe("Day rate");
    expect(capitalize("")).toBe("");
  });
});
