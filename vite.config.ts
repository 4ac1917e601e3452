import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { prerenderPublicPages } from "./scripts/prerender-public-pages.ts";

// The client lives in src/client and builds to dist/client, which the server serves; every build
// also renders the public pages to HTML (scripts/prerender-public-pages.ts).
// In development (npm run dev) Vite serves the client on PORT with hot reload and sends
// /api to the server on API_PORT.
const port = Number(process.env.PORT ?? 5000);
const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss(), prerenderPublicPages()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.bench.ts reads the manifest to measure what each route loads first.
    manifest: true,
  },
  server: {
    port,
    strictPort: true,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
