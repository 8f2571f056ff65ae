// Bundles the Express server, the Remix server build and every package they use into one script,
// build/server.js: what `npm run serve` runs with plain node, and what the single executable
// carries. Run by `npm run build`, after Remix's own build.
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const SERVER_BUNDLE = fromRoot("build/server.js");

/** server.ts imports the production Remix build by Vite's name for it. */
const remixServerBuild: Plugin = {
  name: "remix-server-build",
  setup(build) {
    build.onResolve({ filter: /^virtual:remix\/server-build$/ }, () => ({
      path: fromRoot("build/server/index.js"),
    }));
  },
};

/** sharp looks for its addon by trying paths under node_modules; ours says where it is. */
const sharpAddon: Plugin = {
  name: "sharp-addon",
  setup(build) {
    build.onLoad({ filter: /[\\/]sharp[\\/]lib[\\/]sharp\.js$/ }, () => ({
      contents: `module.exports = require(${JSON.stringify(fromRoot("runtime/native-addons.ts"))}).loadSharpAddon();`,
      loader: "js",
    }));
  },
};

export async function bundleServer() {
  await build({
    entryPoints: [fromRoot("runtime/cli.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Bundled CommonJS packages still require Node's built-in modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
    },
    define: { "process.env.NODE_ENV": '"production"' },
    // Only the development server imports Vite (server.ts), and never in production.
    external: ["vite"],
    plugins: [remixServerBuild, sharpAddon],
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
