import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../test/app.ts";

function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), "atelier-web-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Atelier</title>");
  writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log('app')");
  return root;
}

describe("security headers", () => {
  it("are on pages, API answers, errors and assets", async () => {
    const server = await startTestApp({}, { webRoot: webRoot() });
    for (const url of [
      "/",
      "/profile/123",
      "/api/health",
      "/api/auth/user",
      "/assets/app-abc123.js",
    ]) {
      const response = await fetch(`${server.url}${url}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ]) {
        expect(csp, url).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("add HSTS in production, and let uploads reach the S3 bucket", async () => {
    const server = await startTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      S3_ENDPOINT: "https://s3.storage.example:9000",
      S3_BUCKET: "atelier",
      S3_ACCESS_KEY: "key",
      S3_SECRET_KEY: "secret",
    });
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
    expect(response.headers.get("content-security-policy")).toContain(
      "connect-src 'self' https://s3.storage.example:9000",
    );
  });
});
