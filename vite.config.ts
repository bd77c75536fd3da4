import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ProxyOptions } from "vite";
import { compressedCopies } from "./server/http/compressed-copies.ts";

const backend = "http://localhost:5000";
/**
 * The dev server is the same site as the API behind it, but the browser names its own port as
 * the origin, which the API refuses for changes; the proxy sends the API's own origin instead.
 */
const asBackend: ProxyOptions = {
  target: backend,
  changeOrigin: true,
  configure: (proxy) => proxy.on("proxyReq", (request) => request.setHeader("origin", backend)),
};

/**
 * Writes a brotli and a gzip copy beside every script, style sheet and page of the build, once,
 * at the highest settings; the server sends the copy the browser accepts, so no request pays for
 * compressing and phones download a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: "atelier-precompress",
    apply: "build",
    writeBundle({ dir }, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!dir || !/\.(js|css|html|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const original = readFileSync(file);
        for (const [extension, compressed] of Object.entries(compressedCopies(original))) {
          if (compressed.length < original.length)
            writeFileSync(`${file}.${extension}`, compressed);
        }
      }
    },
  };
}

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Which chunks each screen loads, for the page-weight test.
    manifest: true,
    /*
     * The polyfill makes `modulepreload` links work in browsers older than Safari 17 and Firefox
     * 115; they only hint, so there the scripts load when imported, as without them. Not shipping
     * it takes half a KB off every first screen.
     */
    modulePreload: { polyfill: false },
    rolldownOptions: {
      /*
       * A shared module goes in a chunk of its own for each set of screens that use it, so the
       * feed's first paint took 70 files, most under 1 KB, that a phone on HTTP/1.1 fetches six
       * at a time. Shared chunks under 4 KB are copied into the chunks that read them instead
       * (Rolldown's runtime keeps one state per module across the copies): 30 files, and
       * Lighthouse's largest paint on the feed 4.06 s → 3.24 s. Both options are what that needs;
       * the app has no entry whose exports anything outside reads.
       */
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096, exclude: /\.css(\?|$)/ },
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": asBackend,
      "/objects": asBackend,
      "/ws": { target: backend, ws: true, changeOrigin: true },
    },
  },
});
