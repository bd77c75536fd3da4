import { EMPTY_POST_MESSAGE } from "@contract/posts.ts";
import { describe, expect, it } from "vitest";
import { composerSchema, EMPTY_COMPOSER, hasTooManyHashtags } from "./composer-form.ts";

describe("composerSchema", () => {
  it("refuses a post with neither text nor image", () => {
    const result = composerSchema.safeParse({ ...EMPTY_COMPOSER, content: "   " });
    expect(result.error?.issues[0]?.message).toBe(EMPTY_POST_MESSAGE);
    expect(result.error?.issues[0]?.path).toEqual(["content"]);
  });

  it("collects tags from the field and the text; the description goes only with an image", () => {
    expect(
      composerSchema.parse({
        ...EMPTY_COMPOSER,
        content: " Hi #London ",
        hashtags: "portrait",
        imageAlt: "x",
      }),
    ).toEqual({ content: "Hi #London", hashtags: ["#London", "#portrait"] });
    expect(
      composerSchema.parse({ ...EMPTY_COMPOSER, imagePath: "/objects/a", imageAlt: " A cat " }),
    ).toMatchObject({ content: "", imageUrl: "/objects/a", imageAlt: "A cat" });
  });
});

describe("hasTooManyHashtags", () => {
  const tags = (count: number, prefix = "tag") =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}`);

  it("is false up to 30 distinct tags, counting the text and the field together", () => {
    expect(
      hasTooManyHashtags(
        tags(10)
          .map((tag) => `#${tag}`)
          .join(" "),
        tags(30).join(","),
      ),
    ).toBe(false);
  });

  it("is true past 30 distinct tags; repeats in another case count once", () => {
    expect(hasTooManyHashtags("#Extra", tags(30).join(","))).toBe(true);
    expect(hasTooManyHashtags("#TAG0 #tag1", tags(30).join(", "))).toBe(false);
  });
});
