import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectHashtags, MAX_HASHTAG_LENGTH, MAX_HASHTAGS } from "./hashtags.ts";

describe("collectHashtags", () => {
  it("collects #words from the text and entries of the comma-separated field", () => {
    expect(
      collectHashtags("Golden hour in #London with #Film_Photo", " Portrait, #BTS ,,"),
    ).toEqual(["#London", "#Film_Photo", "#Portrait", "#BTS"]);
  });

  it("drops duplicates ignoring case, keeping the first spelling", () => {
    expect(collectHashtags("#London #london", "LONDON, #Fashion, fashion")).toEqual([
      "#London",
      "#Fashion",
    ]);
  });

  it("has no tags for plain text and an empty field", () => {
    expect(collectHashtags("No tags here", "")).toEqual([]);
    expect(collectHashtags("", " , , ")).toEqual([]);
  });

  it("always returns unique, '#'-led, space-free tags within the limits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 }), (text, field) => {
        const tags = collectHashtags(text, field);
        const lower = tags.map((tag) => tag.toLowerCase());
        return (
          tags.length <= MAX_HASHTAGS &&
          new Set(lower).size === tags.length &&
          tags.every(
            (tag) =>
              tag.startsWith("#") &&
              !tag.startsWith("##") &&
              !/\s/.test(tag) &&
              tag.length > 1 &&
              tag.length <= MAX_HASHTAG_LENGTH + 1,
          )
        );
      }),
    );
  });

  it("is idempotent: collecting its own output gives the same tags", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (text, field) => {
        const tags = collectHashtags(text, field);
        expect(collectHashtags("", tags.join(","))).toEqual(tags);
      }),
    );
  });
});
