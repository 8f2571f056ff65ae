// The yardstick of `npm run bench`: a minimal Remix 2 page (one route, six list items) built
// with the same Remix/Vite and served with the same Express setup as the shop; beside it, the
// routes that render a page of the shop's markup again and send its finished body (app/markup.ts),
// the floors under each rendered page.
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { remixFuture } from "../../remix-future";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  build: { target: "es2022" },
  plugins: [
    remix({
      appDirectory: `${root}app`,
      buildDirectory: `${root}build`,
      // Its routes are files, not a routes.ts: no v3_routeConfig here.
      future: { ...remixFuture, v3_routeConfig: false },
    }),
  ],
});
