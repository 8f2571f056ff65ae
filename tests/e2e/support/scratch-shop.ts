// A shop of one test's own, on a fresh database, for specs that need the server itself: its
// process (memory, kill -9, restart) and its database (checksums, crash checks). On SQLite a
// fresh file; on PostgreSQL a fresh database on a server of the shop's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "#db/connection.ts";
import { startPostgres } from "#tests/support/postgres-server.ts";
import { demoAdmin } from "./demo";
import { startShop, type Shop } from "./shop-server";

/** The demo admin we know the password of, and limits high enough for tests that send a lot. */
export const OWN_SHOP_ENV = {
  DEMO_ADMIN_EMAIL: demoAdmin.email,
  DEMO_ADMIN_PASSWORD: demoAdmin.password,
  WRITE_RATE_LIMIT: "1000000",
  AUTH_RATE_LIMIT: "1000000",
  // Webhook receivers in tests listen on loopback over http (issue 50).
  WEBHOOKS_ALLOW_LOOPBACK: "true",
};

/** The two engines the shop runs on; specs that guard the whole shop run on both. */
export const ENGINES = ["sqlite", "postgres"] as const;
export type Engine = (typeof ENGINES)[number];

export interface ScratchShop {
  shop: Shop;
  engine: Engine;
  /** The database file the shop serves (SQLite only). */
  file: string;
  db: Database;
  dispose(): Promise<void>;
}

export async function startScratchShop(
  env: Record<string, string> = {},
  engine: Engine = "sqlite",
): Promise<ScratchShop> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-scratch-shop-"));
  const file = join(dir, "shop.db");
  const postgres = engine === "postgres" ? await startPostgres() : null;
  const url = postgres ? await postgres.createDatabase("scratch") : file;
  const engineEnv: Record<string, string> = postgres
    ? { SESSION_SECRET: "a-secret-of-the-scratch-shop-on-postgres" }
    : {};
  // The server migrates and seeds the empty database itself, as `npm start` does.
  const shop = await startShop(url, { ...OWN_SHOP_ENV, ...engineEnv, ...env });
  const db = openDatabase(url, { poolSize: 2 });
  return {
    shop,
    engine,
    file,
    db,
    async dispose() {
      try {
        await db.destroy();
        await shop.stop();
        await postgres?.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
