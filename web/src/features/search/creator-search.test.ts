import type { Creator } from "@contract/search.ts";
import { describe, expect, it } from "vitest";
import {
  creatorSearchUrl,
  flattenCreators,
  isTooShort,
  nextCreatorOffset,
  searchTerm,
} from "./creator-search.ts";

const creator = (id: string): Creator => ({
  id,
  firstName: "A",
  lastName: "B",
  isVerified: false,
  profileImageUrl: null,
  profession: null,
  location: null,
  bio: null,
});

describe("searchTerm", () => {
  it("searches only for more than 2 characters, trimmed", () => {
    expect(searchTerm("")).toBe("");
    expect(searchTerm("Hu")).toBe("");
    expect(searchTerm("  Hu  ")).toBe("");
    expect(searchTerm("Hug")).toBe("Hug");
    expect(searchTerm("  Hughs ")).toBe("Hughs");
  });

  it("tells when the text is typed but too short", () => {
    expect(isTooShort("")).toBe(false);
    expect(isTooShort("   ")).toBe(false);
    expect(isTooShort("ab")).toBe(true);
    expect(isTooShort("abc")).toBe(false);
  });
});

describe("creatorSearchUrl", () => {
  it("carries the text, the category, the offset and the page size", () => {
    expect(creatorSearchUrl({ q: "Hughs", profession: null }, 0, 24)).toBe(
      "/api/search/users?q=Hughs&profession=&offset=0&limit=24",
    );
    expect(creatorSearchUrl({ q: "", profession: "Graphic Design" }, 24, 24)).toBe(
      "/api/search/users?q=&profession=Graphic+Design&offset=24&limit=24",
    );
  });
});

describe("paging", () => {
  it("offers another page only after a full one", () => {
    const full = [creator("1"), creator("2")];
    expect(nextCreatorOffset([], 2)).toBeUndefined();
    expect(nextCreatorOffset([full], 2)).toBe(2);
    expect(nextCreatorOffset([full, [creator("3")]], 2)).toBeUndefined();
    expect(nextCreatorOffset([full, [creator("3"), creator("4")]], 2)).toBe(4);
  });

  it("lists each creator once", () => {
    expect(
      flattenCreators([
        [creator("1"), creator("2")],
        [creator("2"), creator("3")],
      ]).map((c) => c.id),
    ).toEqual(["1", "2", "3"]);
  });
});
