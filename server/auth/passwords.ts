import type { PasswordStrength } from "@contract/auth.ts";
import argon2 from "argon2";
import { BadRequestError } from "../http/errors.ts";

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const OWASP_ARGON2ID = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OWASP_ARGON2ID);
}

/**
 * How guessable a password being chosen is. The estimator is imported on first use, so a server
 * that never sees a new password never holds its dictionaries.
 */
export async function weighPassword(
  password: string,
  aboutMember: readonly string[],
): Promise<PasswordStrength> {
  const { estimatePasswordStrength } = await import("./password-strength.ts");
  return estimatePasswordStrength(password, aboutMember);
}

/**
 * The one way a member's chosen password is stored (sign-up, a new password, a reset): refused
 * with the estimator's advice when it is easy to guess, hashed otherwise.
 */
export async function hashChosenPassword(
  password: string,
  aboutMember: readonly string[],
): Promise<string> {
  const { advice } = await weighPassword(password, aboutMember);
  if (advice) throw new BadRequestError(advice);
  return hashPassword(password);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check so response times do not reveal which emails exist. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
}
