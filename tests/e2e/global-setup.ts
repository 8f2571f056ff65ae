// Starts the built shop once for the whole run: a free loopback port, a fresh database file
// with the demo catalogue (plus older filler tools for a second catalogue page), production build.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/connection";
import { newId } from "../../db/id";
import { migrateToLatest } from "../../db/migrate";
import { seedDemoData } from "../../db/seed";
import { demoAdmin, FILLER_TOOL_COUNT, fillerToolName } from "./support/demo";

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("Could not find a free port");
  return address.port;
}

async function prepareDatabase(file: string) {
  const db = openDatabase(file);
  await migrateToLatest(db);
  await seedDemoData(db, { adminEmail: demoAdmin.email, adminPassword: demoAdmin.password });
  await db
    .insertInto("tools")
    .values(
      Array.from({ length: FILLER_TOOL_COUNT }, (_, index) => ({
        id: newId(),
        name: fillerToolName(index + 1),
        img: "/images/tools/wet-dry-vacuum.svg",
        description: "Stackable polypropylene bin for workshop shelving.",
        price: 450,
        minimum_qyt: 10,
        available_qyt: 400,
        createdAt: new Date(Date.UTC(2020, 0, FILLER_TOOL_COUNT - index)).toISOString(),
      })),
    )
    .execute();
  await db.destroy();
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
  await prepareDatabase(databaseUrl);

  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SHOP_MODE: "demo",
      DEMO_ADMIN_EMAIL: demoAdmin.email,
      DEMO_ADMIN_PASSWORD: demoAdmin.password,
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
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    const [code] = await exited;
    rmSync(dir, { recursive: true, force: true });
    // A graceful shutdown (in-flight requests finished, database closed) exits with 0.
    if (code !== 0) throw new Error(`The shop exited with ${code} on SIGTERM:\n${output}`);
  };
}
