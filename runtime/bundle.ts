// Bundles the Express server, the Remix server build and every package they use into one script,
// build/server.js: what `npm run serve` runs with plain node, and what the single executable
// carries. Run by `npm run build`, after Remix's own build.
import { readFile } from "node:fs/promises";
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

/**
 * Remix's development-only reload script is a String.raw template, which esbuild leaves as
 * written: its emoji would be the bundle's only characters outside ASCII. Escaped, the browser
 * still reads the same string.
 */
const asciiReloadScript: Plugin = {
  name: "ascii-reload-script",
  setup(build) {
    build.onLoad(
      { filter: /[\\/]@remix-run[\\/]react[\\/]dist[\\/]components\.js$/ },
      async (args) => ({
        contents: (await readFile(args.path, "utf8")).replaceAll("\u{1F4BF}", "\\u{1F4BF}"),
        loader: "js",
      }),
    );
  },
};

/** Fails the build when the bundle is not all ASCII (see `charset` below). */
async function assertAscii(file: string) {
  const text = await readFile(file, "latin1");
  const at = text.search(/[\u0080-\u00ff]/);
  if (at >= 0)
    throw new Error(
      `${file} holds a character outside ASCII (${JSON.stringify(text.slice(at - 40, at + 20))}): ` +
        "V8 would keep the whole script as UTF-16, twice its size. Escape it in a plugin here.",
    );
}

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
    // V8 keeps a module's source for as long as it runs: one character outside ASCII made it keep
    // the 7 MB script as UTF-16, 14 MB. Without comments and indentation, and with every other
    // character escaped, it keeps 4.4 MB. Names stay as written, for readable stack traces; the
    // packages' licence notices go to build/server.js.LEGAL.txt.
    minifyWhitespace: true,
    charset: "ascii",
    legalComments: "external",
    // Only the development server imports Vite (server.ts), and never in production.
    external: ["vite"],
    plugins: [remixServerBuild, sharpAddon, asciiReloadScript],
    logLevel: "warning",
  });
  await assertAscii(SERVER_BUNDLE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
