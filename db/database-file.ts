import { dirname } from "node:path";

/** `DATABASE_URL` is a file path, optionally written as a `file:` URL. */
export function databaseFilePath(url: string): string {
  return url.startsWith("file:") ? url.slice("file:".length) : url;
}

/** The database's folder: uploads, the session secret and the executable's runtime live there. */
export const dataDirectory = (url: string) => dirname(databaseFilePath(url));
