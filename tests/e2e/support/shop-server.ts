// Starts the built shop as its own process on a free loopback port, as `npm run serve` does: the
// compiled bundle (build/server.js) with plain node and the shop's Node flags, so what is tested
// is what ships.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { NODE_FLAGS } from "../../../server/tuning";

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("Could not find a free port");
  return address.port;
}

async function waitUntilHealthy(url: string, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not become healthy at ${url}:\n${output()}`);
}

/** How the shop is started: as `npm run serve` does, from `cwd` (this checkout unless given). */
function spawnShop(env: Record<string, string>, cwd?: string) {
  return spawn(process.execPath, [...NODE_FLAGS, "build/server.js"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", SHOP_MODE: "demo", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Starts the shop with this environment and waits for it to stop by itself (a refused start). */
export async function runShopUntilExit(env: Record<string, string>, timeoutMs = 30_000) {
  const server = spawnShop(env);
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => server.kill("SIGKILL"), timeoutMs);
  const [code] = await once(server, "exit");
  clearTimeout(timer);
  return { code: code as number | null, output };
}

export interface Shop {
  baseUrl: string;
  /** The server process's id (it changes with a restart), e.g. to read its memory in /proc. */
  readonly pid: number;
  /** Everything the server printed, across restarts. */
  output(): string;
  /** What it printed to stderr alone: errors the pages did not show as such. */
  errorOutput(): string;
  /** SIGTERM, as a supervisor would; a graceful shutdown exits 0, anything else throws. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-request, as in a power cut of the process (not the disk). */
  kill(): Promise<void>;
  /** Starts the server again on the same database file and port, once the last one is gone. */
  restart(): Promise<void>;
}

export async function startShop(
  databaseUrl: string,
  env: Record<string, string> = {},
  /** Another checkout's build to serve (the benchmark's `--against`); this one's by default. */
  { cwd }: { cwd?: string } = {},
): Promise<Shop> {
  const port = await freePort();
  // "localhost", not 127.0.0.1: remix-auth-oauth2 builds Google's callback URL with http only
  // for hosts named localhost (https otherwise, or GOOGLE_CALLBACK_URL).
  const baseUrl = `http://localhost:${port}`;
  let output = "";
  let errorOutput = "";

  async function spawnServer(): Promise<ChildProcess & { pid: number }> {
    const child = spawnShop({ PORT: String(port), DATABASE_URL: databaseUrl, ...env }, cwd);
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => {
      output += chunk;
      errorOutput += chunk;
    });
    await waitUntilHealthy(`${baseUrl}/healthz`, () => output);
    if (child.pid === undefined) throw new Error(`The shop did not start:\n${output}`);
    return child as ChildProcess & { pid: number };
  }

  let server = await spawnServer();
  const running = () => server.exitCode === null && server.signalCode === null;
  return {
    baseUrl,
    get pid() {
      return server.pid;
    },
    output: () => output,
    errorOutput: () => errorOutput,
    async stop() {
      if (!running()) return;
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      const [code] = await exited;
      if (code !== 0) throw new Error(`The shop exited with ${code} on SIGTERM:\n${output}`);
    },
    async kill() {
      const exited = once(server, "exit");
      server.kill("SIGKILL");
      await exited;
    },
    async restart() {
      if (running()) throw new Error("The shop is still running: kill or stop it first");
      server = await spawnServer();
    },
  };
}
