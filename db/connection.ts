import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import { betterSqliteAddonPath } from "#runtime/native-addons.ts";
import { databaseFilePath } from "./database-file";
import { isPostgresUrl } from "./engine";
import type { DB } from "./types";

export type Database = Kysely<DB>;

export { databaseFilePath } from "./database-file";

/** The channel PostgreSQL's triggers on public data notify (migration 0008). */
export const PUBLIC_CHANGES_CHANNEL = "forgeline_public_changes";

/**
 * How the page cache learns of writes no announcement of this process reaches: a number that
 * moves when another connection commits a change. Kept on the database object under a
 * process-wide symbol: the Express server and the Remix build each carry their own copy of this
 * module, and either may ask about the one shared database.
 */
interface OutsideWrites {
  version(): number;
  /** Resolves once writes from now on are seen (PostgreSQL: once LISTEN is in place). */
  watch(): Promise<void>;
}
const OUTSIDE_WRITES = Symbol.for("forgeline.outsideWrites");
type WithOutsideWrites = Database & { [OUTSIDE_WRITES]?: OutsideWrites };

function outsideWritesOf(db: Database): OutsideWrites {
  const outside = (db as WithOutsideWrites)[OUTSIDE_WRITES];
  if (!outside) throw new Error("Not a database opened by openDatabase");
  return outside;
}

/** SQLite: the file's `data_version`. PostgreSQL: how many change notifications arrived. */
export const outsideWriteVersion = (db: Database): number => outsideWritesOf(db).version();

export const watchOutsideWrites = (db: Database): Promise<void> => outsideWritesOf(db).watch();

export interface ConnectionOptions {
  /** PostgreSQL only: the most connections this process opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

/** `DATABASE_URL` opens SQLite (a file path or `file:`) or PostgreSQL (`postgres://…`). */
export function openDatabase(url: string, options: ConnectionOptions = {}): Database {
  return isPostgresUrl(url) ? openPostgres(url, options.poolSize ?? 10) : openSqlite(url);
}

/**
 * How many pages the WAL holds before the commit that passes it copies them into the database
 * file (SQLite's default is 1,000). That copy and its two fsyncs run inside the commit, on the
 * only thread: an order writes about 13 pages (its row, the order and outbox indexes, its mail,
 * the tool), so at the default about every 70th order stalled the server 5 to 14 ms. At 4,000
 * a checkpoint comes four times less often (and stalls 15 to 24 ms), and copies a page written
 * many times only once: in eight alternating pairs of runs at 64 connections, a third less time
 * stalled in commits and a median 7% more orders a second (0 to 15%). The WAL file stays under
 * 17 MB unless a long read holds the checkpoint back, as at any size.
 */
const WAL_CHECKPOINT_PAGES = 4_000;

function openSqlite(url: string): Database {
  const file = databaseFilePath(url);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file, { nativeBinding: betterSqliteAddonPath() });
  // WAL lets readers run while one writer commits; busy_timeout makes a second writer wait
  // instead of failing with SQLITE_BUSY; foreign keys are off in SQLite unless asked for.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  const db = new Kysely<DB>({
    dialect: new WriterSqliteDialect({ database: keepingStatements(sqlite) }),
  });
  // Read straight from a prepared statement (a microsecond), not through Kysely, because the
  // page cache asks on every request.
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  (db as WithOutsideWrites)[OUTSIDE_WRITES] = {
    version: () => dataVersion.get() as number,
    watch: async () => undefined,
  };
  return db;
}

// Counts, sums and the cents columns (bigint since migration 0019) come back as int8/numeric,
// which node-postgres hands over as strings (they may exceed 2^53); the shop's never do (counts
// of rows, cents capped at MAX_ORDER_CENTS an order), and the models expect numbers as SQLite
// gives them. An int8 a number cannot hold exactly is an error, never a rounded amount.
const INT8 = 20;
const NUMERIC = 1700;

function exactInteger(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number))
    throw new RangeError(`${value} is past the integers a JavaScript number holds exactly`);
  return number;
}

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8) return exactInteger;
    if (oid === NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and
  // the next query opens a new one; unheard, the pool's error would end the process.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // The server processes of this pool's connections: their notifications are this process's
  // own writes, which the models announce themselves (as SQLite's data_version leaves out the
  // connection's own commits). Only other processes' writes move the version.
  const ownBackends = new Set<number>();
  const backendOf = (client: pg.PoolClient) =>
    (client as unknown as { processID: number }).processID;
  pool.on("connect", (client) => ownBackends.add(backendOf(client)));
  pool.on("remove", (client) => ownBackends.delete(backendOf(client)));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const listener = changeListener(url, (backend) => !ownBackends.has(backend));
  (db as WithOutsideWrites)[OUTSIDE_WRITES] = listener;
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await listener.close();
    await destroy();
  };
  return db;
}

/**
 * One connection of its own that LISTENs for the triggers' notifications, so the page cache of
 * this instance hears of every write to public data by any other instance or script. Started by the
 * first question (the server waits for it before serving). Should the connection drop, the
 * version moves, it connects again (at the next question, or a second later) and the version
 * moves once more when it listens again: nothing written meanwhile is missed.
 */
function changeListener(
  url: string,
  isOutside: (backend: number) => boolean,
): OutsideWrites & { close(): Promise<void> } {
  let version = 0;
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;
  let reconnecting = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      reconnecting = true;
      version++;
      listening = null;
      client = null;
      next.end().catch(() => undefined);
      setTimeout(() => void start().catch(() => undefined), 1_000).unref();
    };
    next.on("notification", ({ processId }) => {
      if (isOutside(processId)) version++;
    });
    next.on("error", onLost);
    next.on("end", onLost);
    await next.connect();
    await next.query(`listen ${PUBLIC_CHANGES_CHANNEL}`);
    client = next;
    // Whatever was written since the last connection was lost counts as a change too.
    if (reconnecting) version++;
  };
  const start = () => {
    listening ??= connect().catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  };
  return {
    version: () => {
      if (!listening && !closed) void start().catch(() => undefined);
      return version;
    },
    watch: start,
    close: async () => {
      closed = true;
      await listening?.catch(() => undefined);
      await client?.end();
    },
  };
}

/**
 * SQLite's transactions begin IMMEDIATE unless they are marked read only: each takes the write
 * lock when it begins, and waits (busy_timeout) while another connection holds it. Kysely's
 * plain BEGIN takes the lock only at the first write, and a transaction that read first (an
 * order reads its tool) is then refused at once with SQLITE_BUSY_SNAPSHOT if another connection
 * committed in between (an operator command, a second process on the same file): busy_timeout
 * cannot help it. A read-only transaction (a copy's source) keeps the plain BEGIN, so the shop
 * goes on writing while it reads.
 */
class WriterSqliteDriver extends SqliteDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    settings?: TransactionSettings,
  ): Promise<void> {
    const begin = settings?.accessMode === "read only" ? "begin" : "begin immediate";
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

class WriterSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new WriterSqliteDriver(this.#config);
  }
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
