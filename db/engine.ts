import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

/**
 * The one place that knows the shop runs on two engines: SQLite (one file, one process, the
 * default) and PostgreSQL (several app instances on one server). Models and migrations ask here
 * when the SQL must differ; everything else is the same Kysely query on both.
 */
export type Engine = "sqlite" | "postgres";

/** `DATABASE_URL=postgres://…` (or `postgresql://…`) is PostgreSQL; anything else is a file. */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** A database URL fit for a log line: a PostgreSQL password is never printed. */
export function printableUrl(url: string): string {
  if (!isPostgresUrl(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

// Asked of the query executor, which a transaction or a migration's connection shares with
// the database object it came from.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * A case-insensitive sort key for a text column: SQLite's `nocase` collation, PostgreSQL's
 * `lower()`. The catalogue's name index (migration 0005) is built on the same expression.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function caseInsensitive(db: Kysely<any>, column: string): RawBuilder<string> {
  return engineOf(db) === "postgres"
    ? sql<string>`lower(${sql.ref(column)})`
    : sql<string>`${sql.ref(column)} collate nocase`;
}

/**
 * Whether a write failed on the unique index over `table`'s `columns` (the index, not an
 * earlier lookup, decides races such as two sign-ups with one email). SQLite names the columns
 * in its message; PostgreSQL gives the code 23505 and the key in its detail.
 */
export function isUniqueViolation(error: unknown, table: string, columns: string[]): boolean {
  if (!(error instanceof Error)) return false;
  const pg = error as Error & { code?: string; table?: string; detail?: string };
  if (pg.code === "23505") {
    const key = /^Key \((.*?)\)=/.exec(pg.detail ?? "")?.[1];
    const named = key?.split(", ").map((column) => column.replace(/^"|"$/g, ""));
    return pg.table === table && named?.join() === columns.join();
  }
  const qualified = columns.map((column) => `${table}.${column}`).join(", ");
  return error.message.includes(`UNIQUE constraint failed: ${qualified}`);
}
