import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = "v1";

/**
 * A 256-bit key of its own for one purpose, derived from the session secret with HKDF-SHA256:
 * a key that leaks through one use (an upload link, a sealed secret) opens none of the others,
 * and every instance sharing SESSION_SECRET derives the same one.
 */
export function deriveKey(sessionSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "atelier", purpose, 32));
}

/**
 * Seals short secrets for storage with AES-256-GCM: a fresh random IV per seal, and the
 * authentication tag checked on opening, so a changed byte fails instead of decrypting to
 * something else. `boundTo` (the owner's id) is authenticated too: a sealed value copied onto
 * another member's row does not open there.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error("A secret box needs a 256-bit key.");
  return {
    seal(plaintext: string, boundTo: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const encrypted = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), encrypted]);
      return `${VERSION}.${sealed.toString("base64url")}`;
    },

    /** The plaintext; throws when the value was changed, sealed for another owner or key. */
    open(sealed: string, boundTo: string): string {
      const [version, body] = sealed.split(".");
      if (version !== VERSION || !body) throw new Error("Not a sealed value.");
      const bytes = Buffer.from(body, "base64url");
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error("Not a sealed value.");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(boundTo));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plaintext = decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES));
      return Buffer.concat([plaintext, decipher.final()]).toString("utf8");
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
