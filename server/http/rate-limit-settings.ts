import { z } from "zod/mini";
import {
  isRateLimitName,
  RATE_LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitName,
} from "./rate-limits.ts";

/** The numbers of one limit, as configured. */
export type RateLimitSetting = { max: number; windowMs: number };
export type RateLimitSettings = Record<RateLimitName, RateLimitSetting>;

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const ENTRY = /^([a-z-]+)=([1-9]\d*)\/([1-9]\d*)([smh])$/;

/**
 * RATE_LIMITS: the limits of rate-limits.ts with the numbers of any it names changed, as in
 * "sign-in-address=60/5m,upload-link=100/1h" (count per window of seconds, minutes or hours).
 */
export const rateLimitsVariable = z.pipe(
  z._default(z.string(), ""),
  z.transform((value, ctx) => {
    const settings = defaultSettings();
    const entries = value.split(",").map((entry) => entry.trim());
    for (const entry of entries.filter(Boolean)) {
      const [, name = "", max, window, unit] = ENTRY.exec(entry) ?? [];
      if (!isRateLimitName(name)) {
        ctx.issues.push({
          code: "custom",
          input: value,
          message: `"${entry}" is not <limit>=<count>/<window> (like sign-in-address=30/5m) with a limit among ${RATE_LIMIT_NAMES.join(", ")}`,
        });
        continue;
      }
      const unitMs = WINDOW_UNITS_MS[unit as keyof typeof WINDOW_UNITS_MS];
      settings[name] = { max: Number(max), windowMs: Number(window) * unitMs };
    }
    return settings;
  }),
);

function defaultSettings(): RateLimitSettings {
  const entries = RATE_LIMIT_NAMES.map((name) => {
    const { max, windowMs } = RATE_LIMITS[name];
    return [name, { max, windowMs }] as const;
  });
  return Object.fromEntries(entries) as RateLimitSettings;
}
