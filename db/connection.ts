import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { betterSqliteAddonPath } from "../runtime/native-addons";
import { databaseFilePath } from "./database-file";
import type { DB } from "./types";

export type Database = Kysely<DB>;

export { databaseFilePath } from "./database-file";

// Kept on the database object under a process-wide symbol: the Express server and the Remix build
// each carry their own copy of this module, and either may ask about the one shared database.
const DATA_VERSION = Symbol.for("forgeline.dataVersion");
type WithDataVersion = Database & { [DATA_VERSION]?: () => number };

/**
 * SQLite's `data_version` of this connection: it moves when another connection commits to the
 * same file. Read straight from a prepared statement (a microsecond), not through Kysely,
 * because the page cache asks on every request.
 */
export function dataVersionOf(db: Database): number {
  const read = (db as WithDataVersion)[DATA_VERSION];
  if (!read) throw new Error("Not a database opened by openDatabase");
  return read();
}

export function openDatabase(url: string): Database {
  const file = databaseFilePath(url);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { nativeBinding: betterSqliteAddonPath() });
  // WAL lets readers run while one writer commits; busy_timeout makes a second writer wait
  // instead of failing with SQLITE_BUSY; foreign keys are off in SQLite unless asked for.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
  });
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  (db as WithDataVersion)[DATA_VERSION] = () => dataVersion.get() as number;
  return db;
}

const STATEMENTS_KEPT = 500;

/**
 * better-sqlite3 as Kysely sees it, keeping each prepared statement for its SQL text. Kysely
 * prepares every query anew, and preparing cost more than running the statements of an order
 * (measured with --cpu-prof). Kysely runs one query at a time on this connection (a stream holds
 * it until done), so a kept statement is never busy when it is asked for again.
 */
function keepingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
      }
      // Most recently used last: the first one is the one to drop.
      statements.set(sql, statement);
      return statement;
    },
  };
}
