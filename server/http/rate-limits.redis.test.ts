import { describe, expect, it } from "vitest";
import type { TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { makeMember, TEST_PASSWORD } from "../test/factories.ts";
import { twoInstances } from "../test/instances.ts";
import { raisedRateLimits } from "../test/rate-limits.ts";

/**
 * Instances behind one load balancer enforce one limit: the counts live in Redis. A fresh
 * member each time, since Redis keeps a count for its window, beyond the test run.
 */
const redisUrl = process.env.TEST_REDIS_URL!;
const env = { DEMO_MODE: "0", RATE_LIMITS: raisedRateLimits("sign-in-account") };

const signIn = (instance: TestApp, email: string, password: string) =>
  new TestClient(instance.url).post("/api/auth/login", { email, password });

async function wrongPasswords(instance: TestApp, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt++) {
    expect((await signIn(instance, email, `guess-${attempt}`)).status).toBe(401);
  }
}

describe("rate limits on several instances with REDIS_URL", () => {
  it("count an account's failed sign-ins together, whichever instance gets them", async () => {
    const [first, second] = await twoInstances({ ...env, REDIS_URL: redisUrl });
    const { email } = await makeMember(first.context.db);
    await wrongPasswords(first, email, 5);
    await wrongPasswords(second, email, 5);
    for (const instance of [first, second]) {
      const refused = await signIn(instance, email, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    }
  });
});

describe("rate limits on several instances without REDIS_URL", () => {
  it("are counted by each instance alone, which is what Redis is for", async () => {
    const [first, second] = await twoInstances(env);
    const { email } = await makeMember(first.context.db);
    await wrongPasswords(first, email, 10);
    expect((await signIn(first, email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(second, email, TEST_PASSWORD)).status).toBe(200);
  });
});
