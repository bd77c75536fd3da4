import { describe, expect, it } from "vitest";
import { DEFAULT_JOB_FILTERS, emptyBoardHint, isFiltered, jobBoardUrl } from "./job-board.ts";

describe("the jobs board's filters", () => {
  it("ask only for what is set, with Paid only on at first", () => {
    expect(jobBoardUrl(DEFAULT_JOB_FILTERS)).toBe("/api/jobs?paidOnly=true");
    expect(
      jobBoardUrl({
        q: "  fashion film ",
        profession: "Videographer",
        location: "Remote",
        paidOnly: false,
      }),
    ).toBe("/api/jobs?q=fashion+film&profession=Videographer&location=Remote");
  });

  it("hint at what would widen an empty list", () => {
    expect(isFiltered(DEFAULT_JOB_FILTERS)).toBe(false);
    expect(emptyBoardHint(DEFAULT_JOB_FILTERS)).toContain("no open opportunities");
    expect(emptyBoardHint({ ...DEFAULT_JOB_FILTERS, paidOnly: false, q: "x" })).toContain(
      "clear the filters",
    );
  });
});
