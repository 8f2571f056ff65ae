// Starts the built shop once for the whole run: a free loopback port, a fresh database file
// (migrated and seeded with the demo catalogue by the server itself), production mode.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

async function freePort(): Promise<number> {
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
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not become healthy at ${url}:\n${output()}`);
}

export default async function globalSetup() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "storefront-e2e-"));
  const databaseUrl = join(dir, "e2e.db");
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SHOP_MODE: "demo",
      WRITE_RATE_LIMIT: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  await waitUntilHealthy(`${baseUrl}/healthz`, () => output);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    server.kill("SIGTERM");
    if (server.exitCode === null) await once(server, "exit");
    rmSync(dir, { recursive: true, force: true });
  };
}
