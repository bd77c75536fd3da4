/**
 * Every rate limit of the API, in one place. A route names the limits it counts against in its
 * config (`config: { access: "public", limits: ["sign-up-address"] }`); `member-requests` and
 * `address-requests` are the general ceiling over every /api request and are not named by
 * routes. RATE_LIMITS can change any limit's numbers (see README); the kinds stay as here.
 */

/**
 * Who a limit counts: the email being tried, the client's address, the signed-in member, or the
 * account of a pending sign-in (its password was right, its code is still to come).
 */
export type RateLimitSubject = "account" | "address" | "member" | "pending-sign-in";

export type RateLimitDefinition = {
  max: number;
  windowMs: number;
  per: RateLimitSubject;
  /**
   * attempts: every request counts. failures: only refused credentials (401) count, so a member
   * who signs in at the first try is never held back by their own successes.
   */
  counts: "attempts" | "failures";
  /** What the member reads when refused; the wait is appended. */
  refusal: string;
};

const MINUTE = 60_000;

export const RATE_LIMITS = {
  "sign-in-account": {
    max: 10,
    windowMs: 15 * MINUTE,
    per: "account",
    counts: "failures",
    refusal: "Too many failed sign-ins for this account.",
  },
  "sign-in-address": {
    max: 30,
    windowMs: 5 * MINUTE,
    per: "address",
    counts: "attempts",
    refusal: "Too many sign-in attempts from your network.",
  },
  // Six digits are a million guesses: a few wrong codes per account, whatever the address or
  // the number of fresh sign-ins, keep guessing out of reach.
  "two-factor-code": {
    max: 5,
    windowMs: 15 * MINUTE,
    per: "pending-sign-in",
    counts: "failures",
    refusal: "Too many wrong codes for this account.",
  },
  "sign-up-address": {
    max: 5,
    windowMs: 30 * MINUTE,
    per: "address",
    counts: "attempts",
    refusal: "Too many new accounts from your network.",
  },
  "forgot-password-address": {
    max: 10,
    windowMs: 15 * MINUTE,
    per: "address",
    counts: "attempts",
    refusal: "Too many password reset requests from your network.",
  },
  // Each request mails the address: this keeps anyone from filling a member's inbox.
  "forgot-password-account": {
    max: 3,
    windowMs: 15 * MINUTE,
    per: "account",
    counts: "attempts",
    refusal: "Too many password reset requests for this email.",
  },
  "confirmation-resend": {
    max: 3,
    windowMs: 15 * MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "Too many confirmation emails.",
  },
  "password-check": {
    max: 5,
    windowMs: 15 * MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "Too many attempts with your current password.",
  },
  // Wrong admin passwords, counted per address so one network cannot guess through many
  // accounts; a right one never counts.
  "admin-unlock": {
    max: 5,
    windowMs: 15 * MINUTE,
    per: "address",
    counts: "failures",
    refusal: "Too many attempts to unlock the admin panel.",
  },
  "upload-link": {
    max: 30,
    windowMs: 30 * MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "Too many uploads.",
  },
  "send-message": {
    max: 60,
    windowMs: MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "You are sending messages too quickly.",
  },
  // Each search may call a paid model: a member types far fewer requests than this.
  "ai-search": {
    max: 30,
    windowMs: MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "You are searching too quickly.",
  },
  // A report costs a member one click and an admin a review: this keeps one member from
  // flooding the queue, far above what anyone reporting in good faith files.
  report: {
    max: 20,
    windowMs: 60 * MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "You have sent too many reports.",
  },
  "member-requests": {
    max: 600,
    windowMs: MINUTE,
    per: "member",
    counts: "attempts",
    refusal: "Too many requests.",
  },
  "address-requests": {
    max: 300,
    windowMs: MINUTE,
    per: "address",
    counts: "attempts",
    refusal: "Too many requests from your network.",
  },
} as const satisfies Record<string, RateLimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

export function isRateLimitName(name: string): name is RateLimitName {
  return Object.hasOwn(RATE_LIMITS, name);
}

/** "Too many uploads. Please try again in 12 minutes." */
export function rateLimitMessage(name: RateLimitName, retryAfterSeconds: number): string {
  return `${RATE_LIMITS[name].refusal} Please try again in ${waitText(retryAfterSeconds)}.`;
}

function waitText(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), "minute");
  return plural(Math.ceil(seconds / 3600), "hour");
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
