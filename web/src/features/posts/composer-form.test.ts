import { EMPTY_POST_MESSAGE } from "@contract/posts.ts";
import { describe, expect, it } from "vitest";
import { composerSchema, EMPTY_COMPOSER } from "./composer-form.ts";

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
