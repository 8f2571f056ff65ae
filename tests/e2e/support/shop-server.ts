// Starts the built shop as its own process on a free loopback port, as `npm run serve` would.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

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

export async function startShop(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  // "localhost", not 127.0.0.1: remix-auth-oauth2 builds Google's callback URL with http only
  // for hosts named localhost (https otherwise, or GOOGLE_CALLBACK_URL).
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SHOP_MODE: "demo",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  await waitUntilHealthy(`${baseUrl}/healthz`, () => output);

  return {
    baseUrl,
    /** The server's process id (the benchmark reads its peak memory). */
    pid: server.pid!,
    /** SIGTERM, as a supervisor would; a graceful shutdown exits 0, anything else throws. */
    async stop() {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      const [code] = await exited;
      if (code !== 0) throw new Error(`The shop exited with ${code} on SIGTERM:\n${output}`);
    },
  };
}
