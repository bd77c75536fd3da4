import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has safe defaults for npm start", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 5000,
      dataDir: path.resolve("./data"),
      demoMode: true,
      trustProxy: 0,
      secureCookies: false,
      databaseUrl: undefined,
      redisUrl: undefined,
      s3: undefined,
      ai: undefined,
    });
  });

  it("requires SESSION_SECRET in production, naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET: SESSION_SECRET is required when NODE_ENV=production/,
    );
  });

  it("makes an admin password for a demo run only, and reads ADMIN_EMAILS as a list", () => {
    const demo = loadConfig({}).admin;
    expect(demo.generated).toBe(true);
    expect(demo.password?.length).toBeGreaterThanOrEqual(16);
    expect(loadConfig({}).admin.password).not.toBe(demo.password);
    expect(loadConfig({ DEMO_MODE: "0" }).admin).toEqual({
      password: undefined,
      generated: false,
      emails: [],
    });
    expect(
      loadConfig({ ADMIN_PASSWORD: "chosen", ADMIN_EMAILS: " Ops@Atelier.test, ,b@x.uk " }).admin,
    ).toEqual({ password: "chosen", generated: false, emails: ["ops@atelier.test", "b@x.uk"] });
    expect(() => loadConfig({ ADMIN_EMAILS: "ops@atelier.test,not an email" })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it("turns demo mode off in production unless asked, and secures cookies", () => {
    const secret = "s".repeat(32);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret })).toMatchObject({
      demoMode: false,
      secureCookies: true,
    });
    expect(
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_MODE: "true" }).demoMode,
    ).toBe(true);
    expect(loadConfig({ DEMO_MODE: "0" }).demoMode).toBe(false);
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ DEMO_MODE: "maybe" }, /DEMO_MODE/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: "maybe" }, /TRUST_PROXY: TRUST_PROXY must be the number of proxies in front/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "10.0.0.1,proxy.internal" }, /TRUST_PROXY/],
    [{ TRUST_PROXY: "-1" }, /TRUST_PROXY/],
    [{ RATE_LIMITS: "sign-in-address=30" }, /RATE_LIMITS: "sign-in-address=30" is not/],
    [{ RATE_LIMITS: "sign-in-address=0/5m" }, /RATE_LIMITS/],
    [{ RATE_LIMITS: "login=30/5m" }, /RATE_LIMITS: "login=30\/5m" is not .* sign-in-account/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads TRUST_PROXY, S3 and AI settings", () => {
    const config = loadConfig({
      TRUST_PROXY: "1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "atelier",
      S3_ACCESS_KEY: "key",
      S3_SECRET_KEY: "secret",
      AI_BASE_URL: "http://127.0.0.1:8080/v1",
    });
    expect(config.trustProxy).toBe(1);
    expect(config.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "atelier",
      accessKey: "key",
      secretKey: "secret",
      region: "auto",
    });
    expect(config.ai).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: undefined,
      model: "gpt-4o-mini",
      timeoutMs: 6000,
    });
  });

  it("gives each member 1 GB of storage and sweeps hourly unless told otherwise", () => {
    expect(loadConfig({}).storage).toEqual({
      quotaBytes: 1024 * 1_048_576,
      sweepIntervalMs: 3_600_000,
    });
    expect(loadConfig({ UPLOAD_QUOTA_MB: "200", STORAGE_SWEEP_MS: "600000" }).storage).toEqual({
      quotaBytes: 200 * 1_048_576,
      sweepIntervalMs: 600_000,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: "0" })).toThrow(/UPLOAD_QUOTA_MB/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
    });
  });

  it.each([
    ["true", 1],
    ["yes", 1],
    ["false", 0],
    ["off", 0],
    ["0", 0],
    ["2", 2],
    ["10.0.0.0/8, 192.0.2.7", ["10.0.0.0/8", "192.0.2.7"]],
    ["2001:db8::/32,loopback", ["2001:db8::/32", "loopback"]],
  ])("reads TRUST_PROXY=%s as the proxies in front: %o", (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(proxies);
  });

  it("has the documented rate limits by default", () => {
    const minutes = (count: number) => count * 60_000;
    expect(loadConfig({}).rateLimits).toEqual({
      "sign-in-account": { max: 10, windowMs: minutes(15) },
      "sign-in-address": { max: 30, windowMs: minutes(5) },
      "two-factor-code": { max: 5, windowMs: minutes(15) },
      "sign-up-address": { max: 5, windowMs: minutes(30) },
      "forgot-password-address": { max: 10, windowMs: minutes(15) },
      "forgot-password-account": { max: 3, windowMs: minutes(15) },
      "confirmation-resend": { max: 3, windowMs: minutes(15) },
      "password-check": { max: 5, windowMs: minutes(15) },
      "admin-unlock": { max: 5, windowMs: minutes(15) },
      "upload-link": { max: 30, windowMs: minutes(30) },
      "send-message": { max: 60, windowMs: minutes(1) },
      "ai-search": { max: 30, windowMs: minutes(1) },
      report: { max: 20, windowMs: minutes(60) },
      "member-requests": { max: 600, windowMs: minutes(1) },
      "address-requests": { max: 300, windowMs: minutes(1) },
    });
  });

  it("builds email links from PUBLIC_URL, else the local address, and keeps the outbox in DATA_DIR", () => {
    expect(loadConfig({ PORT: "5050" }).publicUrl).toBe("http://localhost:5050");
    const config = loadConfig({
      PUBLIC_URL: "https://atelier.example/",
      DATA_DIR: "/srv/atelier",
      SMTP_URL: "smtp://user:pass@mail.example:587",
    });
    expect(config.publicUrl).toBe("https://atelier.example");
    expect(config.mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example:587",
      from: "Atelier <no-reply@atelier.localhost>",
      outboxDir: "/srv/atelier/outbox",
    });
    expect(() => loadConfig({ PUBLIC_URL: "atelier" })).toThrow(/PUBLIC_URL must be/);
  });

  it("changes the limits RATE_LIMITS names and keeps the others", () => {
    const { rateLimits } = loadConfig({
      RATE_LIMITS: "sign-in-address=60/10m, admin-unlock=3/1h,address-requests=50/30s",
    });
    expect(rateLimits["sign-in-address"]).toEqual({ max: 60, windowMs: 600_000 });
    expect(rateLimits["admin-unlock"]).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(rateLimits["address-requests"]).toEqual({ max: 50, windowMs: 30_000 });
    expect(rateLimits["sign-up-address"]).toEqual({ max: 5, windowMs: 1_800_000 });
  });
});
