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

/** How the shop is started: as `npm run serve` does. */
function spawnShop(env: Record<string, string>) {
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
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

export async function startShop(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  // "localhost", not 127.0.0.1: remix-auth-oauth2 builds Google's callback URL with http only
  // for hosts named localhost (https otherwise, or GOOGLE_CALLBACK_URL).
  const baseUrl = `http://localhost:${port}`;
  const server = spawnShop({ PORT: String(port), DATABASE_URL: databaseUrl, ...env });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  await waitUntilHealthy(`${baseUrl}/healthz`, () => output);

  return {
    baseUrl,
    /** SIGTERM, as a supervisor would; a graceful shutdown exits 0, anything else throws. */
    async stop() {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      const [code] = await exited;
      if (code !== 0) throw new Error(`The shop exited with ${code} on SIGTERM:\n${output}`);
    },
  };
}
