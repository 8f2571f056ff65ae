// Where the native addons come from. From the repository they are in node_modules, as npm
// installed them. Inside the single executable (`npm run package`) they travel as SEA assets
// that the launcher writes, once per release, into the folder this bundle runs from.
import { createRequire } from "node:module";
import { isSea } from "node:sea";
import { fileURLToPath } from "node:url";

const requireFromHere = createRequire(import.meta.url);
const platformArch = `${process.platform}-${process.arch}`;

/** Paths inside the unpacked runtime folder; sharp's addon finds libvips by its RPATH from here. */
export const UNPACKED_ADDONS = {
  betterSqlite3: "better_sqlite3.node",
  sharp: "@img/sharp-linux-x64/lib/sharp-linux-x64.node",
  libvipsDir: "@img/sharp-libvips-linux-x64/lib",
} as const;

const unpacked = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** better-sqlite3's addon, for its `nativeBinding` option (the bundle cannot use `bindings`). */
export function betterSqliteAddonPath(): string {
  return isSea()
    ? unpacked(UNPACKED_ADDONS.betterSqlite3)
    : requireFromHere.resolve("better-sqlite3/build/Release/better_sqlite3.node");
}

/** sharp's addon; the bundle replaces sharp's own loader (lib/sharp.js) with this. */
export function loadSharpAddon(): unknown {
  return requireFromHere(
    isSea() ? unpacked(UNPACKED_ADDONS.sharp) : `@img/sharp-${platformArch}/sharp.node`,
  );
}
