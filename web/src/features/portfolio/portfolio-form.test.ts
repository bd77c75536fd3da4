import { describe, expect, it } from "vitest";
import { newPortfolioItem, portfolioChanges, portfolioFormSchema } from "./portfolio-form.ts";

describe("portfolio form", () => {
  it("requires a title", () => {
    const result = portfolioFormSchema.safeParse({ title: "  ", description: "", tags: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Title is required");
    expect(result.error?.issues[0]?.path).toEqual(["title"]);
  });

  it("reads the fields into the payload the server checks", () => {
    expect(
      portfolioFormSchema.parse({ title: " Lookbook ", description: " ", tags: "a, b" }),
    ).toEqual({ title: "Lookbook", description: null, tags: ["a", "b"] });
  });

  it("splits comma-separated tags, trimmed, empties dropped", () => {
    expect(
      portfolioChanges({ title: " Lookbook ", description: "", tags: " editorial, ,London,  " }),
    ).toEqual({ title: "Lookbook", description: null, tags: ["editorial", "London"] });
  });

  it("sends an uploaded image as imageUrl and a video as videoUrl", () => {
    const form = portfolioFormSchema.parse({
      title: "Reel",
      description: "Showreel 2025",
      tags: "",
    });
    expect(
      newPortfolioItem(form, { objectPath: "/objects/a", contentType: "image/webp" }),
    ).toMatchObject({ imageUrl: "/objects/a", videoUrl: null, description: "Showreel 2025" });
    expect(
      newPortfolioItem(form, { objectPath: "/objects/b", contentType: "video/mp4" }),
    ).toMatchObject({ imageUrl: null, videoUrl: "/objects/b" });
    // Without a known type (normalize failed) the file is treated as an image.
    expect(newPortfolioItem(form, { objectPath: "/u/c" })).toMatchObject({ imageUrl: "/u/c" });
  });
});
