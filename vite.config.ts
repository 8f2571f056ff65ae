import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { remixFuture } from "./remix-future";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Schemas and the messages only declare values: a module of theirs that nothing in the browser
// uses is left out of its build. Without this, what only an API route's OpenAPI description
// imports (its request and answer schemas) would ship with the route's browser module, though
// Remix strips the loader and action beside it (app/utils/openapi-parts.server.ts).
const declaresOnly = /\/app\/(schemas\/|messages\.ts$)/;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: "es2022",
    // Terser packs the browser's scripts about 3% tighter than esbuild, which keeps the order
    // page under its 100 KB budget; the server's bundle stays unminified (readable traces).
    minify: isSsrBuild ? false : "terser",
    rollupOptions: isSsrBuild
      ? {}
      : { treeshake: { moduleSideEffects: (id: string) => !declaresOnly.test(id) } },
  },
  plugins: [
    tailwindcss(),
    // The routes are app/routes.ts's (v3_routeConfig), with what it leaves out.
    remix({ future: remixFuture }),
  ],
}));
