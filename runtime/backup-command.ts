// `backup FILE`: kept apart from the other commands so that it never opens (and so never
// creates) the database it copies; a mistyped DATABASE_URL is an error, not an empty backup.
import { existsSync } from "node:fs";
import { backupDatabase } from "#db/backup.ts";
import { databaseFilePath } from "#db/database-file.ts";
import { isPostgresUrl, printableUrl } from "#db/engine.ts";
import { env } from "#app/utils/env.server.ts";
import type { Command } from "./commands";

export const backup: Command = async ([file]) => {
  if (!file) {
    console.error("Usage: backup <file to write>");
    return 2;
  }
  // Never overwrite: a mistyped name must not replace another database (or the live one).
  if (existsSync(file)) {
    console.error(`${file} already exists; choose a new file name.`);
    return 1;
  }
  if (!isPostgresUrl(env.DATABASE_URL) && !existsSync(databaseFilePath(env.DATABASE_URL))) {
    console.error(`No database at ${env.DATABASE_URL}: check DATABASE_URL.`);
    return 1;
  }
  await backupDatabase(env.DATABASE_URL, file);
  console.log(`Backed up ${printableUrl(env.DATABASE_URL)} to ${file}.`);
  return 0;
};
