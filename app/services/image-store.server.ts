import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { databaseFilePath } from "#db/database-file.ts";
import { isPostgresUrl } from "#db/engine.ts";
import {
  deleteImage,
  hasImage,
  imageNamesStoredBefore,
  listImageNames,
  readImageBytes,
  saveImageBytes,
  touchImage,
} from "#app/models/image.server.ts";
import { env } from "#app/utils/env.server.ts";

/**
 * Where uploaded images live. Their names are random and never reused, so whoever serves one
 * may tell browsers to keep it for a year (immutable).
 */
export interface ImageStore {
  save(name: string, bytes: Buffer): Promise<void>;
  has(name: string): Promise<boolean>;
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
  /** Every stored name, sorted (tests check that a refused upload left nothing behind). */
  names(): Promise<string[]>;
  /** Notes that an image was just used: the sweep of unused images goes by this time. */
  touch(name: string): Promise<void>;
  /** The names stored or last touched before `time` (ms since the epoch). */
  usedBefore(time: number): Promise<string[]>;
  /** Where the bytes are: files in `uploadsDir`, or rows of the database (server/uploads.ts serves either). */
  kind: "files" | "rows";
}

const CONTENT_TYPE = "image/webp";

export const uploadsDir =
  env.UPLOADS_DIR ?? join(dirname(databaseFilePath(env.DATABASE_URL)), "uploads");

/** Files in UPLOADS_DIR: the embedded SQLite shop, one machine. */
const fileStore: ImageStore = {
  async save(name, bytes) {
    mkdirSync(uploadsDir, { recursive: true });
    await writeFile(join(uploadsDir, name), bytes);
  },
  async has(name) {
    try {
      return (await stat(join(uploadsDir, name))).isFile();
    } catch {
      return false;
    }
  },
  read: (name) => readFile(join(uploadsDir, name)).catch(() => null),
  remove: (name) => rm(join(uploadsDir, name), { force: true }),
  names: async () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : []),
  async touch(name) {
    const now = new Date();
    await utimes(join(uploadsDir, name), now, now).catch(() => undefined);
  },
  async usedBefore(time) {
    const names = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    const used = await Promise.all(
      names.map((name) =>
        stat(join(uploadsDir, name)).then(
          (file) => (file.mtimeMs < time ? name : null),
          () => null,
        ),
      ),
    );
    return used.filter((name): name is string => name !== null);
  },
  kind: "files",
};

/** Rows of the database: every instance of a PostgreSQL shop serves every upload. */
const databaseStore: ImageStore = {
  save: (name, bytes) => saveImageBytes(name, CONTENT_TYPE, bytes),
  has: hasImage,
  read: async (name) => (await readImageBytes(name))?.bytes ?? null,
  remove: deleteImage,
  names: listImageNames,
  touch: touchImage,
  usedBefore: (time) => imageNamesStoredBefore(new Date(time).toISOString()),
  kind: "rows",
};

export const imageStore: ImageStore = isPostgresUrl(env.DATABASE_URL) ? databaseStore : fileStore;
