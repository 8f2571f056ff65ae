import { openDatabase, type Database } from "#db/connection.ts";

let database: Database | undefined;

/** The e2e server's own database, to check what a flow stored. */
export function e2eDatabase(): Database {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by the global setup");
  database ??= openDatabase(url);
  return database;
}
