import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";

let server: TestApp;
const script = `export const words = ${JSON.stringify("atelier ".repeat(500))};`;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), "atelier-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Atelier</title>");
  writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), "console.log('app')");
  writeFileSync(path.join(webRoot, "assets", "big-def456.js"), script);
  writeFileSync(path.join(webRoot, "assets", "big-def456.js.gz"), gzipSync(script));
  server = await startTestApp({}, { webRoot });
  const seedFolder = path.join(server.dataDir, "objects", "seed");
  mkdirSync(seedFolder, { recursive: true });
  writeFileSync(path.join(seedFolder, "sample.webp"), Buffer.from("RIFF\0\0\0\0WEBPVP8 "));
});

const visitor = () => new TestClient(server.url);

describe("serving the web app", () => {
  it("serves fingerprinted assets with a long immutable cache", async () => {
    const response = await visitor().get("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.text).toContain("console.log");
  });

  it("sends the build's gzip copy of an asset to a browser that accepts it, the file to others", async () => {
    const asset = `${server.url}/assets/big-def456.js`;
    const compressed = await fetch(asset, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toBe("Accept-Encoding");
    expect(compressed.headers.get("content-type")).toContain("javascript");
    expect(compressed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await compressed.text()).toBe(script);

    const plain = await fetch(asset, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it.each(["/", "/profile/123", "/no/such/page", "/terms", "/search?q=london"])(
    "answers the page path %s with the app, not cached",
    async (pagePath) => {
      const response = await visitor().get(pagePath);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.text).toContain("<title>Atelier</title>");
    },
  );

  it("does not answer unknown API, object or asset paths with the app", async () => {
    expect((await visitor().get("/api/unknown")).status).toBe(404);
    expect((await visitor().get("/objects/seed/missing.webp")).status).toBe(404);
    expect((await visitor().get("/assets/missing.js")).status).toBe(404);
  });

  it("serves seed images publicly with nosniff and a long cache", async () => {
    const response = await visitor().get("/objects/seed/sample.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
