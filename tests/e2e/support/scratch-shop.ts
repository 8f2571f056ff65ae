// A shop of one test's own, on a fresh database file, for specs that need the server itself:
// its process (memory, kill -9, restart) and its database file (checksums, crash checks).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "#db/connection.ts";
import { demoAdmin } from "./demo";
import { startShop, type Shop } from "./shop-server";

/** The demo admin we know the password of, and limits high enough for tests that send a lot. */
export const OWN_SHOP_ENV = {
  DEMO_ADMIN_EMAIL: demoAdmin.email,
  DEMO_ADMIN_PASSWORD: demoAdmin.password,
  WRITE_RATE_LIMIT: "1000000",
  AUTH_RATE_LIMIT: "1000000",
};

export interface ScratchShop {
  shop: Shop;
  /** The database file the shop serves. */
  file: string;
  db: Database;
  dispose(): Promise<void>;
}

export async function startScratchShop(env: Record<string, string> = {}): Promise<ScratchShop> {
  const dir = mkdtempSync(join(tmpdir(), "storefront-scratch-shop-"));
  const file = join(dir, "shop.db");
  // The server migrates and seeds the empty database itself, as `npm start` does.
  const shop = await startShop(file, { ...OWN_SHOP_ENV, ...env });
  const db = openDatabase(file);
  return {
    shop,
    file,
    db,
    async dispose() {
      try {
        await db.destroy();
        await shop.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
