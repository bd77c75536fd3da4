import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PASSWORD_MISMATCH_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  signInSchema,
  signUpSchema,
} from "./auth.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_PROFESSIONS } from "./constants.ts";

const name = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0);
const password = fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const validForm = fc.record({
  firstName: name,
  lastName: name,
  // Everyday addresses; fast-check's emailAddress() also makes RFC oddities that zod refuses.
  email: fc.stringMatching(
    /^[A-Za-z0-9]{1,12}([._+-][A-Za-z0-9]{1,8})?@[A-Za-z0-9]{1,12}\.[A-Za-z]{2,6}$/,
  ),
  password,
  profession: fc.constantFrom(...SIGN_UP_PROFESSIONS),
});

describe("signUpSchema", () => {
  it("accepts every complete form with matching passwords and lower-cases the email", () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const parsed = signUpSchema.safeParse({ ...form, confirmPassword: form.password });
        if (!parsed.success) return false;
        return parsed.data.email === parsed.data.email.toLowerCase();
      }),
    );
  });

  it("refuses every form whose passwords differ, with the mismatch message", () => {
    fc.assert(
      fc.property(validForm, password, (form, other) => {
        fc.pre(other !== form.password);
        const parsed = signUpSchema.safeParse({ ...form, confirmPassword: other });
        return !parsed.success && parsed.error.issues[0]?.message === PASSWORD_MISMATCH_MESSAGE;
      }),
    );
  });

  it("refuses any form missing a required field", () => {
    const required = ["firstName", "lastName", "email", "password", "profession"] as const;
    fc.assert(
      fc.property(validForm, fc.constantFrom(...required), (form, missing) => {
        const { [missing]: _dropped, ...rest } = { ...form, confirmPassword: form.password };
        const parsed = signUpSchema.safeParse(rest);
        return (
          !parsed.success &&
          parsed.error.issues.some((issue) => issue.message === REQUIRED_FIELDS_MESSAGE)
        );
      }),
    );
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => signUpSchema.safeParse(input)).not.toThrow();
        expect(() => signInSchema.safeParse(input)).not.toThrow();
      }),
    );
  });
});
