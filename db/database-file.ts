import { dirname } from "node:path";
import { isPostgresUrl } from "./engine";

/** `DATABASE_URL` is a file path, optionally written as a `file:` URL. */
export function databaseFilePath(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : url;
}

/**
 * The shop's own folder: beside the SQLite file (uploads, the session secret, the demo mail
 * outbox and the executable's runtime live there); with PostgreSQL, whose URL names no folder,
 * `data/` in the working directory (the demo outbox of this instance).
 */
export const dataDirectory = (url: string) =>
  isPostgresUrl(url) ? "data" : dirname(databaseFilePath(url));
