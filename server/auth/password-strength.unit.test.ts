import { STRENGTH_LABELS } from "@contract/auth.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatePasswordStrength, STRONG_ENOUGH_SCORE } from "./password-strength.ts";

describe("estimatePasswordStrength", () => {
  it("gives advice exactly when the score is below what the server accepts", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.string({ maxLength: 20 })),
        (password, about) => {
          const strength = estimatePasswordStrength(password, about);
          expect(strength.label).toBe(STRENGTH_LABELS[strength.score]);
          expect(strength.advice === null).toBe(strength.score >= STRONG_ENOUGH_SCORE);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("counts the member's own email and names as easy to guess", () => {
    const password = "zephyrinequillfeather";
    expect(estimatePasswordStrength(password).score).toBeGreaterThanOrEqual(STRONG_ENOUGH_SCORE);
    const aboutMember = ["zephyrine.quillfeather@example.com", "Zephyrine", "Quillfeather"];
    expect(estimatePasswordStrength(password, aboutMember).score).toBeLessThan(STRONG_ENOUGH_SCORE);
  });

  it("counts the site's own name as easy to guess", () => {
    expect(estimatePasswordStrength("atelier2025").advice).toContain(
      "Please choose a stronger password.",
    );
  });

  it("accepts a passphrase of uncommon words", () => {
    expect(estimatePasswordStrength("tangerine lighthouse quietly folds").advice).toBeNull();
  });
});
