import { randomBytes } from "node:crypto";
import type { SignUpInput } from "@contract/auth.ts";

/** The password every test member signs up with. */
export const TEST_PASSWORD = "correct horse battery";

/**
 * A sign-up form for a new, unique member: the one member shape the API tests and the browser
 * tests both start from. No database or test-runner imports, so the browser tests can use it.
 */
export function memberForm(overrides: Partial<SignUpInput> = {}): SignUpInput {
  const tag = randomBytes(4).toString("hex");
  return {
    firstName: "Test",
    lastName: `Member ${tag}`,
    email: `member.${tag}@example.test`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    profession: "photographer",
    location: "London",
    bio: "",
    ...overrides,
  };
}
