import { createHmac } from "node:crypto";
import { createSecretBox, deriveKey } from "./secret-box.ts";
import { createSignInChallenges } from "./sign-in-challenge.ts";

/**
 * The keys of two-factor sign-in, each derived from the session secret for its one use: the
 * box that seals authenticator secrets, the signer of pending sign-ins, and the key backup
 * codes are hashed with (keyed, so a copy of the table cannot be tried against every code).
 */
export function createTwoFactorKeys(sessionSecret: string, now: () => number) {
  const backupCodeKey = deriveKey(sessionSecret, "two-factor backup codes");
  return {
    secrets: createSecretBox(deriveKey(sessionSecret, "two-factor secrets")),
    challenges: createSignInChallenges(deriveKey(sessionSecret, "sign-in challenges"), now),
    hashBackupCode: (code: string) =>
      createHmac("sha256", backupCodeKey).update(code).digest("base64url"),
  };
}

export type TwoFactorKeys = ReturnType<typeof createTwoFactorKeys>;
