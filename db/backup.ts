import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { betterSqliteAddonPath } from "../runtime/native-addons";
import { databaseFilePath } from "./connection";

/**
 * A consistent copy through SQLite's online backup API: it copies page by page and restarts if
 * the shop writes meanwhile, so it is safe while the shop serves (unlike copying the file).
 */
export async function backupDatabase(databaseUrl: string, destination: string): Promise<void> {
  const sqlite = new SQLite(databaseFilePath(databaseUrl), {
    fileMustExist: true,
    nativeBinding: betterSqliteAddonPath(),
  });
  try {
    mkdirSync(dirname(destination), { recursive: true });
    await sqlite.backup(destination);
  } finally {
    sqlite.close();
  }
}
