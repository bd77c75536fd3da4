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
      trustProxy: false,
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
    expect(config.trustProxy).toBe(true);
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
    });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
    });
  });
});
