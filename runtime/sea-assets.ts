// What `npm run package` puts into the single executable's blob, and under which keys; the
// launcher and the server read them back with node:sea's getAsset.

/** The client build (Vite copies public/ into it), served from memory. */
export const CLIENT_FILES_ASSET = "client-files.json";
/** One entry per file of build/client; `asset` is its key in the blob. */
export interface ClientFile {
  urlPath: string;
  asset: string;
  lastModified: string;
}

/** The server bundle and the native addons, unpacked together into one folder per release. */
export const RUNTIME_FILES_ASSET = "runtime-files.json";
export interface RuntimeFiles {
  /** Checksum of every file below: the folder's name, so an upgrade never loads a stale addon. */
  checksum: string;
  files: { asset: string; path: string }[];
}

/** The folder, beside the database, that holds one unpacked folder per release. */
export const RUNTIME_DIR = ".storefront-runtime";

/** The server bundle's name inside the unpacked folder (ESM, so it keeps its top-level awaits). */
export const SERVER_SCRIPT = "server.mjs";
