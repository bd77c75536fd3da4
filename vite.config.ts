import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

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

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": asBackend,
      "/objects": asBackend,
      "/ws": { target: backend, ws: true, changeOrigin: true },
    },
  },
});
