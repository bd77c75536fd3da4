import { describe, expect, it } from "vitest";
import {
  isAdult,
  KYC_INVALID_DATE_MESSAGE,
  KYC_UNDER_AGE_MESSAGE,
  kycSubmissionSchema,
} from "./kyc.ts";

const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe("isAdult", () => {
  it("is true from the 18th birthday on, not the day before", () => {
    expect(isAdult("2008-05-10", on("2026-05-09"))).toBe(false);
    expect(isAdult("2008-05-10", on("2026-05-10"))).toBe(true);
  });

  it("lets someone born on 29 February come of age on 1 March in other years", () => {
    expect(isAdult("2008-02-29", on("2026-02-28"))).toBe(false);
    expect(isAdult("2008-02-29", on("2026-03-01"))).toBe(true);
  });
});

describe("kycSubmissionSchema", () => {
  const details = {
    fullName: "A",
    address: "B",
    profession: "C",
    experience: "D",
  };

  it("refuses dates that are not real calendar days, and anyone under 18", () => {
    for (const dateOfBirth of ["1990-02-30", "19/07/1994", "1994-7-19"]) {
      const parsed = kycSubmissionSchema.safeParse({ ...details, dateOfBirth });
      expect(parsed.error?.issues[0]?.message).toBe(KYC_INVALID_DATE_MESSAGE);
    }
    const young = kycSubmissionSchema.safeParse({ ...details, dateOfBirth: "2025-01-01" });
    expect(young.error?.issues.map((issue) => issue.message)).toEqual([KYC_UNDER_AGE_MESSAGE]);
  });
});
