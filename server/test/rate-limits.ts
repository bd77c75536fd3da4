import { RATE_LIMIT_NAMES, type RateLimitName } from "../http/rate-limits.ts";

/**
 * RATE_LIMITS for a server whose tests are not about the limits: every limit out of reach
 * (test files sign up many members from one address), except those named, which keep the
 * defaults. A limit test names the one it exercises, so no other limit gets in its way.
 */
export function raisedRateLimits(...keep: RateLimitName[]): string {
  return RATE_LIMIT_NAMES.filter((name) => !keep.includes(name))
    .map((name) => `${name}=1000000/1s`)
    .join(",");
}
