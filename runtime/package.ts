// npm run package: the shop as one Linux x64 executable, dist/storefront, with Node's single
// executable applications. The blob holds the launcher (runtime/sea-main.ts) and, as assets, the
// client build, the server bundle, the native addons (better-sqlite3; sharp with libvips) and the
// PDF documents' fonts.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { DOCUMENT_FONT_FILES, documentFontAsset, type DocumentFace } from "./document-fonts";
import { UNPACKED_ADDONS } from "./native-addons";
import { SERVER_BUNDLE } from "./bundle";
import {
  CLIENT_FILES_ASSET,
  RUNTIME_FILES_ASSET,
  SERVER_SCRIPT,
  type ClientFile,
  type RuntimeFiles,
} from "./sea-assets";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const dist = join(root, "dist");
const work = join(dist, "sea-work");
const output = join(dist, "storefront");
// Node's fixed marker for where postject writes the blob.
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

if (process.platform !== "linux" || process.arch !== "x64") {
  console.error("npm run package builds the Linux x64 executable: run it on Linux x64.");
  process.exit(2);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const assets: Record<string, string> = {};

// The client build, served from memory by runtime/client-files.ts.
const clientDir = join(root, "build/client");
const clientFiles: ClientFile[] = filesUnder(clientDir).map((file) => {
  const urlPath = `/${relative(clientDir, file).split("\\").join("/")}`;
  const asset = `client${urlPath}`;
  assets[asset] = file;
  return { urlPath, asset, lastModified: statSync(file).mtime.toUTCString() };
});

// The PDF documents' typefaces, read by runtime/document-fonts.ts straight from the blob.
for (const face of Object.keys(DOCUMENT_FONT_FILES) as DocumentFace[])
  assets[documentFontAsset(face)] = require.resolve(DOCUMENT_FONT_FILES[face]);

// The server bundle and the native addons, laid out as runtime/native-addons.ts finds them:
// sharp's addon looks for libvips at $ORIGIN/../../sharp-libvips-linux-x64/lib (its RPATH).
const libvipsDir = dirname(require.resolve("@img/sharp-libvips-linux-x64/lib"));
const runtimeSources: [path: string, source: string][] = [
  [SERVER_SCRIPT, SERVER_BUNDLE],
  [
    UNPACKED_ADDONS.betterSqlite3,
    require.resolve("better-sqlite3/build/Release/better_sqlite3.node"),
  ],
  [UNPACKED_ADDONS.sharp, require.resolve("@img/sharp-linux-x64/sharp.node")],
  ...readdirSync(libvipsDir)
    .filter((name) => name.includes(".so"))
    .map((name): [string, string] => [
      `${UNPACKED_ADDONS.libvipsDir}/${name}`,
      join(libvipsDir, name),
    ]),
];
const checksum = createHash("sha256");
const runtimeFiles: RuntimeFiles = {
  checksum: "",
  files: runtimeSources.map(([path, source]) => {
    checksum.update(path).update(readFileSync(source));
    const asset = `runtime/${path}`;
    assets[asset] = source;
    return { asset, path };
  }),
};
runtimeFiles.checksum = checksum.digest("hex").slice(0, 16);

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeFileSync(join(work, CLIENT_FILES_ASSET), JSON.stringify(clientFiles));
writeFileSync(join(work, RUNTIME_FILES_ASSET), JSON.stringify(runtimeFiles));
assets[CLIENT_FILES_ASSET] = join(work, CLIENT_FILES_ASSET);
assets[RUNTIME_FILES_ASSET] = join(work, RUNTIME_FILES_ASSET);

// The launcher: Node runs a single executable's main script as CommonJS.
const launcher = join(work, "sea-main.cjs");
await build({
  entryPoints: [join(root, "runtime/sea-main.ts")],
  outfile: launcher,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  logLevel: "warning",
});

const blob = join(work, "sea.blob");
const config = join(work, "sea-config.json");
writeFileSync(
  config,
  JSON.stringify({ main: launcher, output: blob, disableExperimentalSEAWarning: true, assets }),
);
execFileSync(process.execPath, ["--experimental-sea-config", config], { stdio: "inherit" });

copyFileSync(process.execPath, output);
chmodSync(output, 0o755);
execFileSync(
  process.execPath,
  [
    require.resolve("postject/dist/cli.js"),
    output,
    "NODE_SEA_BLOB",
    blob,
    "--sentinel-fuse",
    SEA_FUSE,
  ],
  { stdio: "inherit" },
);
rmSync(work, { recursive: true, force: true });
console.log(
  `Wrote ${relative(root, output)}: ${(statSync(output).size / 1e6).toFixed(1)} MB, runtime ${runtimeFiles.checksum}.`,
);
