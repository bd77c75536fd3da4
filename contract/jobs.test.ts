import { describe, expect, it } from "vitest";
import { budgetText, jobInputSchema, UNPAID_LABEL } from "./jobs.ts";

describe("a job's pay", () => {
  it("is always stated on the card, unpaid work plainly", () => {
    expect(budgetText({ type: "day_rate", min: 350, max: 450 })).toBe("£350–£450/day");
    expect(budgetText({ type: "day_rate", min: 350, max: 350 })).toBe("£350/day");
    expect(budgetText({ type: "hourly", min: 30, max: null })).toBe("£30/hour");
    expect(budgetText({ type: "fixed_fee", min: 1200, max: null })).toBe("£1,200 fixed");
    expect(budgetText({ type: "salary", min: 28000, max: 32000 })).toBe("£28,000–£32,000/year");
    expect(budgetText({ type: "unpaid", min: null, max: null })).toBe(UNPAID_LABEL);
  });

  it("needs an amount when paid, none when unpaid, and a range the right way round", () => {
    const job = {
      title: "Shoot",
      description: "A day",
      profession: "Photographer",
      location: "Hebden Bridge",
    };
    expect(jobInputSchema.safeParse({ ...job, payType: "day_rate", payMin: "300" }).success).toBe(
      true,
    );
    expect(jobInputSchema.safeParse({ ...job, payType: "day_rate", payMin: "" }).success).toBe(
      false,
    );
    expect(jobInputSchema.safeParse({ ...job, payType: "unpaid", payMin: "50" }).success).toBe(
      false,
    );
    expect(
      jobInputSchema.safeParse({ ...job, payType: "hourly", payMin: 40, payMax: 30 }).success,
    ).toBe(false);
    expect(jobInputSchema.safeParse({ ...job, location: " ", payType: "unpaid" }).success).toBe(
      false,
    );
  });
});
