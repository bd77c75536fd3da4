import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.ts";
import { TestClient } from "../test/client.ts";
import { signUpMember } from "../test/factories.ts";

let server: TestApp;
const script = `export const words = ${JSON.stringify("atelier ".repeat(500))};`;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), "atelier-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(
    path.join(webRoot, "index.html"),
    "<!doctype html><html><head><title>Atelier</title></head><body></body></html>",
  );
  // The build's manifest, as vite writes it: the entry, and the chunks of each first screen.
  mkdirSync(path.join(webRoot, ".vite"));
  writeFileSync(
    path.join(webRoot, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
      "_react-1.js": { file: "assets/react-1.js" },
      "_button-1.js": { file: "assets/button-1.js", imports: ["_react-1.js"] },
      "src/pages/auth/auth-page.tsx": { file: "assets/auth-page-1.js", imports: ["_button-1.js"] },
      // A screen whose chunk the bundler made a shared one has no entry of its own, only a name.
      "_app-shell-1.js": {
        file: "assets/app-shell-1.js",
        name: "app-shell",
        imports: ["_button-1.js", "_react-1.js"],
      },
      // The query cache, which the shell's screens read and the sign-in screen does not.
      "src/lib/query-cache-provider.tsx": {
        file: "assets/query-cache-provider-1.js",
        imports: ["_query-client-1.js"],
      },
      "_query-client-1.js": { file: "assets/query-client-1.js", imports: ["_react-1.js"] },
      "src/pages/feed.tsx": { file: "assets/feed-1.js", imports: ["_react-1.js"] },
      "src/pages/profile.tsx": { file: "assets/profile-1.js", imports: ["_react-1.js"] },
      "src/pages/opportunities.tsx": {
        file: "assets/opportunities-1.js",
        imports: ["_button-1.js"],
      },
    }),
  );
  writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), "console.log('app')");
  writeFileSync(path.join(webRoot, "assets", "big-def456.js"), script);
  writeFileSync(path.join(webRoot, "assets", "big-def456.js.gz"), gzipSync(script));
  server = await startTestApp({}, { webRoot });
  const seedFolder = path.join(server.dataDir, "objects", "seed");
  mkdirSync(seedFolder, { recursive: true });
  writeFileSync(path.join(seedFolder, "sample.webp"), Buffer.from("RIFF\0\0\0\0WEBPVP8 "));
});

const visitor = () => new TestClient(server.url);

/** A GET whose body comes as sent, not decompressed as fetch would. */
function rawGet(
  pagePath: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${server.url}${pagePath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end();
  });
}

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

  describe("names the scripts (and data) of the screen a visitor will see first", () => {
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );

    it("the sign-in screen's without a session at / and /auth, nothing more elsewhere", async () => {
      for (const pagePath of ["/", "/?ref=mail", "/auth"]) {
        const page = (await visitor().get(pagePath)).text;
        expect(preloaded(page)).toEqual(["/assets/auth-page-1.js", "/assets/button-1.js"]);
      }
      for (const pagePath of ["/terms", "/authors", "/forgot-password"]) {
        expect(preloaded((await visitor().get(pagePath)).text)).toEqual([]);
      }
    });

    it("every page says what GET /api/auth/config says, so the sign-in screen need not ask", async () => {
      const { demoMode } = (await visitor().get<{ demoMode: boolean }>("/api/auth/config")).body;
      const setup = `<meta name="atelier:demo-mode" content="${demoMode ? "on" : "off"}">`;
      const { client } = await signUpMember(server.url);
      for (const page of [
        await visitor().get("/"),
        await visitor().get("/terms"),
        await client.get("/"),
      ]) {
        expect(page.text).toContain(setup);
      }
    });

    it("the member's shell with a session, and the screen at that path with its first data", async () => {
      const { client } = await signUpMember(server.url);
      const shell = [
        "/assets/app-shell-1.js",
        "/assets/button-1.js",
        "/assets/query-cache-provider-1.js",
        "/assets/query-client-1.js",
      ];
      // Every member's page also names the site's switches, which the shell draws from.
      const firstData = (...urls: string[]) =>
        [...urls, "/api/site"]
          .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
          .join(", ");
      const memberId = "0b9c7a52-3f1e-4d6a-9c2b-5e8f1a7d4c3b";
      const screens: [string, string[], string][] = [
        ["/", [...shell, "/assets/feed-1.js"], firstData("/api/posts?limit=20")],
        ["/?tab=latest", [...shell, "/assets/feed-1.js"], firstData("/api/posts?limit=20")],
        [
          `/profile/${memberId}`,
          [...shell, "/assets/profile-1.js"],
          firstData(
            `/api/users/${memberId}`,
            `/api/users/${memberId}/follow-counts`,
            `/api/users/${memberId}/is-following`,
            `/api/posts?userId=${memberId}&limit=20`,
          ),
        ],
        // Their own profile, or an id that is none: the screen, but no member to ask for.
        ["/profile", [...shell, "/assets/profile-1.js"], firstData()],
        ["/profile/123", [...shell, "/assets/profile-1.js"], firstData()],
        [
          "/opportunities",
          [...shell, "/assets/opportunities-1.js"],
          firstData("/api/jobs?paidOnly=true&limit=20"),
        ],
        ["/network", shell, firstData()],
        [`/profile/${memberId}/followers`, shell, firstData()],
      ];
      for (const [pagePath, scripts, link] of screens) {
        const page = await client.get(pagePath);
        expect(preloaded(page.text), pagePath).toEqual(scripts);
        expect(page.headers.get("link"), pagePath).toBe(link);
        expect(page.text).toMatch(/<link [^>]+>\s*<\/head>/);
        expect(page.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      }
      // A visitor's page names no data: it would only answer 401.
      expect((await visitor().get("/opportunities")).headers.get("link")).toBeNull();
    });

    it("compressed as the browser accepts, the same page", async () => {
      const cookie = (await signUpMember(server.url)).client.cookieHeader;
      const plain = await rawGet("/", { cookie, "accept-encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const html = plain.body.toString();
      expect(preloaded(html)).toHaveLength(5);
      for (const [encoding, decompress] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        const response = await rawGet("/", {
          cookie,
          "accept-encoding": `${encoding}, identity;q=0.5`,
        });
        expect(response.headers["content-encoding"]).toBe(encoding);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(decompress(response.body).toString()).toBe(html);
      }
    });
  });

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
