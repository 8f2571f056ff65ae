import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { appAliases } from "./aliases";
import { remixFuture } from "./remix-future";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: appAliases },
  build: { target: "es2022" },
  plugins: [
    tailwindcss(),
    remix({
      ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
      future: remixFuture,
    }),
  ],
});
