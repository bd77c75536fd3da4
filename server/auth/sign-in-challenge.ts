import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** On the second sign-in step: the account whose password was right, while that is fresh. */
    signInChallenge: SignInChallenge | null;
  }
}

export type SignInChallenge = { userId: string };

/** How long after the right password the code may be given, before the password is asked again. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000;
const COOKIE = "atelier_sign_in";

/** Like the session cookie, `__Host-` over HTTPS: no subdomain or plain-HTTP page can plant it. */
function cookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIE}` : COOKIE;
}

/**
 * A pending sign-in, for an account whose password was right and which also needs a code: the
 * account and an expiry, signed so a client can neither forge one nor move it to another
 * account or stretch its time. Nothing is stored; the short life and the per-account limit on
 * wrong codes bound what a copied cookie is worth.
 */
export function createSignInChallenges(key: Buffer, now: () => number) {
  const sign = (userId: string, expires: number) =>
    createHmac("sha256", key).update(`${userId}.${expires}`).digest("base64url");

  return {
    issue(reply: FastifyReply, userId: string, secure: boolean): void {
      const expires = now() + SIGN_IN_CHALLENGE_MS;
      reply.setCookie(cookieName(secure), `${userId}.${expires}.${sign(userId, expires)}`, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure,
        maxAge: SIGN_IN_CHALLENGE_MS / 1000,
      });
    },

    /** The request's pending sign-in, or null when it has none, a forged one or an expired one. */
    read(request: FastifyRequest, secure: boolean): SignInChallenge | null {
      const [userId, expiresText, signature, ...rest] = (
        request.cookies[cookieName(secure)] ?? ""
      ).split(".");
      if (!userId || !expiresText || !signature || rest.length > 0) return null;
      const expires = Number(expiresText);
      if (!Number.isSafeInteger(expires) || expires <= now()) return null;
      const expected = Buffer.from(sign(userId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId };
    },

    clear(reply: FastifyReply, secure: boolean): void {
      reply.clearCookie(cookieName(secure), {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure,
      });
    },
  };
}

export type SignInChallenges = ReturnType<typeof createSignInChallenges>;
