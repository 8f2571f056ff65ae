import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { betterSqliteAddonPath } from "#runtime/native-addons.ts";
import { databaseFilePath, openDatabase } from "./connection";
import { copyDatabase } from "./copy";
import { isPostgresUrl } from "./engine";

/**
 * A consistent copy through SQLite's online backup API: it copies page by page and restarts if
 * the shop writes meanwhile, so it is safe while the shop serves (unlike copying the file).
 * On PostgreSQL the same file comes from a copy of every row, read in one transaction (a
 * snapshot): a SQLite database that `db:copy` can bring back. pg_dump is the server's own tool.
 */
export async function backupDatabase(databaseUrl: string, destination: string): Promise<void> {
  mkdirSync(dirname(destination), { recursive: true });
  if (isPostgresUrl(databaseUrl)) {
    const [source, target] = [
      openDatabase(databaseUrl, { poolSize: 1 }),
      openDatabase(destination),
    ];
    try {
      await copyDatabase(source, target);
    } finally {
      await Promise.all([source.destroy(), target.destroy()]);
    }
    return;
  }
  const sqlite = new SQLite(databaseFilePath(databaseUrl), {
    fileMustExist: true,
    nativeBinding: betterSqliteAddonPath(),
  });
  try {
    await sqlite.backup(destination);
  } finally {
    sqlite.close();
  }
}
