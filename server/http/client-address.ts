import { isIP } from "node:net";
import { z } from "zod/mini";

/** The proxies in front whose X-Forwarded-For is believed: how many, or their addresses. */
export type TrustedProxies = number | string[];

const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be the number of proxies in front (true means 1), or a comma-separated list of their addresses or CIDR ranges";
/** proxy-addr's names for the private ranges a container network or a local proxy uses. */
const RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** TRUST_PROXY: a count ("2"; true is 1, false is 0) or "10.0.0.0/8,192.0.2.7". */
export const trustProxyVariable = z.pipe(
  z.string(),
  z.transform((value, ctx): TrustedProxies => {
    const word = value.trim().toLowerCase();
    if (["true", "yes", "on"].includes(word)) return 1;
    if (["false", "no", "off"].includes(word)) return 0;
    if (/^\d+$/.test(word)) return Number(word);
    const proxies = word.split(",").map((entry) => entry.trim());
    if (proxies.every(isProxyAddress)) return proxies;
    ctx.issues.push({ code: "custom", message: TRUST_PROXY_MESSAGE, input: value });
    return z.NEVER;
  }),
);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the configured proxies. The client is the address the outermost
 * trusted proxy saw: X-Forwarded-For is read from the right, past the trusted hops only, since
 * everything left of them was written by the client. Fastify 5.12 ignores a plain hop count
 * (it cannot check the immediate peer), so a count becomes a function trusting that many hops:
 * right when the server is reachable only through those proxies.
 */
export function fastifyTrustProxy(proxies: TrustedProxies) {
  if (typeof proxies !== "number") return proxies;
  if (proxies === 0) return false;
  return (_address: string, hop: number) => hop < proxies;
}
