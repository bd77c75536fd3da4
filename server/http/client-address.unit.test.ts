import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { fastifyTrustProxy, type TrustedProxies } from "./client-address.ts";

/** The address Fastify reports for a request from `peer` carrying `forwardedFor`. */
async function clientAddress(proxies: TrustedProxies, peer: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(proxies) });
  app.get("/", async (request) => request.ip);
  const response = await app.inject({
    url: "/",
    remoteAddress: peer,
    headers: { "x-forwarded-for": forwardedFor },
  });
  await app.close();
  return response.body;
}

const CHAIN = "203.0.113.5, 198.51.100.77, 10.0.0.9";

describe("the client address behind proxies", () => {
  it.each([
    [0, "10.1.2.3"],
    [1, "10.0.0.9"],
    [2, "198.51.100.77"],
    [3, "203.0.113.5"],
    [9, "203.0.113.5"],
  ])(
    "with %i proxies in front, reads X-Forwarded-For from the right past them: %s",
    async (count, address) => {
      expect(await clientAddress(count, "10.1.2.3", CHAIN)).toBe(address);
    },
  );

  it("with proxy addresses, skips only the hops that are proxies", async () => {
    expect(await clientAddress(["10.0.0.0/8"], "10.1.2.3", CHAIN)).toBe("198.51.100.77");
    expect(await clientAddress(["10.0.0.0/8"], "192.0.2.1", CHAIN)).toBe("192.0.2.1");
  });
});
