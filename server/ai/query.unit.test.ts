import { describe, expect, it } from "vitest";
import { dayRuns, formatDayRun, readDateSpan } from "./dates.ts";
import { parseQuery } from "./query.ts";
import { asksForSupport } from "./support.ts";
import { editDistance, wordMatches } from "./words.ts";

const MONDAY = "2026-11-23";
const read = (sentence: string) => {
  const query = parseQuery(sentence, MONDAY);
  return {
    trades: query.trades.map((trade) => trade.label),
    places: query.places.map((place) => place.name),
    excluded: query.excludedPlaces.map((place) => place.name),
    keywords: query.keywords,
    dates: query.dates && [query.dates.from, query.dates.to],
    verified: query.verifiedOnly,
    remote: query.remote,
  };
};

describe("reading a request", () => {
  it("reads trades in creatives' words, towns, skills and typos", () => {
    expect(read("menswear stylist in Manchester")).toMatchObject({
      trades: ["Stylist"],
      places: ["Manchester"],
      keywords: ["menswear"],
    });
    expect(read("fotographer in Brstol")).toMatchObject({
      trades: ["Photographer"],
      places: ["Bristol"],
      keywords: [],
    });
    expect(read("35mm film tog")).toMatchObject({
      trades: ["Photographer"],
      keywords: ["35mm", "film"],
    });
    expect(read("need a DP in Brum").trades).toEqual(["Videographer"]);
    expect(read("hair and makeup").trades).toEqual(["Makeup Artist", "Hair Stylist"]);
    expect(read("colourist").trades).toEqual(["Editor"]);
    expect(read("model/talent").trades).toEqual(["Model"]);
    expect(read("make up artsit in Londn")).toMatchObject({
      trades: ["Makeup Artist"],
      places: ["London"],
      keywords: [],
    });
  });

  it("reads regions, 'London-based', negation, verified and remote", () => {
    expect(read("stylist up north").places).toEqual(["North West", "North East", "Yorkshire"]);
    expect(read("London-based MUA").places).toEqual(["London"]);
    expect(read("photographer not in London")).toMatchObject({ places: [], excluded: ["London"] });
    expect(read("verified retoucher working remotely")).toMatchObject({
      verified: true,
      remote: true,
    });
    // 'work' is one letter from York, but short words must be exact.
    expect(read("stylist for work").places).toEqual([]);
  });

  it("reads dates from the day it is in London", () => {
    expect(read("free next week").dates).toEqual(["2026-11-30", "2026-12-06"]);
    expect(read("this weekend").dates).toEqual(["2026-11-28", "2026-11-29"]);
    expect(read("available on 12 December").dates).toEqual(["2026-12-12", "2026-12-12"]);
    expect(read("free 3-5 Dec").dates).toEqual(["2026-12-03", "2026-12-05"]);
    expect(read("tomorrow").dates).toEqual(["2026-11-24", "2026-11-24"]);
    // A day already past this year is next year's.
    expect(readDateSpan("on 2 january", MONDAY)?.span.from).toBe("2027-01-02");
    expect(formatDayRun("2026-11-30", "2026-12-02")).toBe("30 Nov–2 Dec");
    expect(
      dayRuns(["2026-12-05", "2026-12-03", "2026-12-04", "2026-12-09"]).map((run) =>
        formatDayRun(run.from, run.to),
      ),
    ).toEqual(["3–5 Dec", "9 Dec"]);
  });

  it("tells requests for help from searches", () => {
    // One sentence for each of the words that ask for help (SPEC §5).
    for (const sentence of [
      "help please",
      "Where is support?",
      "How do I change my email",
      "There's a problem with my photos",
      "I found an issue",
      "I keep getting an error",
      "I cant log in",
      "The page is not working",
      "Found a bug",
      "my portfolio looks wrong",
      "delete my account",
      "Profile won't save",
      "Uploading keeps failing",
    ]) {
      expect(asksForSupport(sentence), sentence).toBe(true);
    }
    expect(asksForSupport("I can't log in")).toBe(true);
    expect(asksForSupport("menswear stylist in Manchester")).toBe(false);
  });

  it("counts a swapped pair of letters as one slip, and keeps the first letter", () => {
    expect(editDistance("modle", "model")).toBe(1);
    expect(wordMatches("menswaer", "menswear")).toBe("close");
    expect(wordMatches("menswear", "womenswear")).toBeNull();
    expect(wordMatches("bridal", "bridalwear")).toBe("exact");
  });

  it("measures words of any length, in either order, whatever was measured before", () => {
    const long = "pneumonoultramicroscopicsilicovolcanoconiosis";
    const slipped = "pneumonoultramicroscopicsilicovolcanoconoisis";
    expect(editDistance(long, slipped)).toBe(1);
    expect(editDistance(slipped, long)).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("sitting", "kitten")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("photographer", "fotographer", 1)).toBe(2);
    expect(editDistance("photographer", "photography", 2)).toBe(2);
    expect(editDistance("ab", "ba")).toBe(1);
  });
});
