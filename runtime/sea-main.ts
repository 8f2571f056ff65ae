// The single executable's first script, which Node runs as CommonJS from the executable's blob.
// The server bundle is ESM (it keeps top-level awaits) and the native addons must be files to be
// loaded, so both are written once per release into a folder beside the data, named by their
// checksum, and the server is imported from there. Nothing is fetched at run time.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { getAsset } from "node:sea";
import { pathToFileURL } from "node:url";
import { dataDirectory } from "#db/database-file.ts";
import { RUNTIME_DIR, RUNTIME_FILES_ASSET, SERVER_SCRIPT, type RuntimeFiles } from "./sea-assets";
import { answeredInfoFlag } from "./usage";

function unpackRuntime(root: string): string {
  const runtime = JSON.parse(getAsset(RUNTIME_FILES_ASSET, "utf8")) as RuntimeFiles;
  const dir = join(root, runtime.checksum);
  if (!existsSync(dir)) {
    // Written aside, then renamed: a folder with this name is always complete.
    const staging = `${dir}.${process.pid}.partial`;
    rmSync(staging, { recursive: true, force: true });
    for (const file of runtime.files) {
      const target = join(staging, file.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, new Uint8Array(getAsset(file.asset)), { mode: 0o555 });
    }
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another process of the same release got there first; its copy is identical.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
  }
  // Earlier releases' folders: nothing loads them any more.
  for (const entry of readdirSync(root)) {
    if (entry !== runtime.checksum && !entry.endsWith(".partial")) {
      rmSync(join(root, entry), { recursive: true, force: true });
    }
  }
  return dir;
}

async function main() {
  if (answeredInfoFlag(process.argv[2])) return;
  // The server's own configuration check (env.server.ts) names a bad value; here only the
  // database's folder matters, with the same default.
  const { env } = await import("#app/utils/env.server.ts");
  const dir = unpackRuntime(resolve(dataDirectory(env.DATABASE_URL), RUNTIME_DIR));
  await import(pathToFileURL(join(dir, SERVER_SCRIPT)).href);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
