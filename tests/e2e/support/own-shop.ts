// A shop of this worker's own, for tests that add tools and reviews: the shared server's
// catalogue, home page and API lists stay exactly the demo data that other specs assert, and
// "newest first" here is decided by this worker's tests alone (a worker runs one test at a time).
import { mkdtempSync, readdirSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base } from "./test";
import { openDatabase, type Database } from "#db/connection.ts";
import { OWN_SHOP_ENV } from "./scratch-shop";
import { startShop } from "./shop-server";

export interface OwnShop {
  baseUrl: string;
  db: Database;
  /** The files the shop has stored (uploads), to check that a refused upload left none. */
  storedFiles: () => string[];
}

export const test = base.extend<{ shopDb: Database }, { ownShop: OwnShop }>({
  ownShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), "storefront-own-shop-"));
      const file = join(dir, "shop.db");
      // The server migrates and seeds the empty database itself, as `npm start` does.
      const shop = await startShop(file, OWN_SHOP_ENV);
      const db = openDatabase(file);
      const uploads = join(dir, "uploads");
      try {
        await provide({
          baseUrl: shop.baseUrl,
          db,
          storedFiles: () => (existsSync(uploads) ? readdirSync(uploads).sort() : []),
        });
      } finally {
        await db.destroy();
        await shop.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ ownShop }, provide) => provide(ownShop.baseUrl),
  shopDb: async ({ ownShop }, provide) => provide(ownShop.db),
});

export { expect } from "@playwright/test";
