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
       * at a time, a round trip each, all sharing the link. Shared chunks under 64 KB of source
       * (about 20 KB compressed) are copied into the chunks that read them instead (Rolldown's
       * runtime keeps one state per module across the copies), and TanStack Query, which every
       * member's screen reads and which would otherwise be copied into several of the chunks
       * one screen loads, is one chunk of its own (without React, which the entry has). The
       * feed's first paint takes 11 files and 137 KB, where a 4 KB limit alone gave 28 files
       * and 143 KB, and Lighthouse's estimate of its largest paint is about 0.3 s sooner. The
       * price comes later: a screen opened afterwards brings its own copy of code the feed had
       * (what the other screens fetch beyond the feed's comes to 508 KB instead of 454 KB,
       * summed over screens), in one to six files instead of up to eleven. Both options are
       * what copying needs; the app has no entry whose exports anything outside reads.
       */
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 65536, exclude: /\.css(\?|$)/ },
          groups: [
            {
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
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
