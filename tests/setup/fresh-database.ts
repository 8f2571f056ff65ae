// Runs before every vitest file: a fresh, migrated SQLite database of its own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "storefront-test-"));
process.env.DATABASE_URL = join(dir, "test.db");
process.env.SHOP_MODE = "demo";
// Every test signs in from one address: the sign-in limit has its own end-to-end test.
process.env.AUTH_RATE_LIMIT = "100000";
delete process.env.SESSION_SECRET;
// Fixtures place unpaid orders on fixed dates of 2026: they must not expire under other tests.
// The expiry tests shorten the hold themselves and move the shop's clock through this file.
process.env.ORDER_HOLD_HOURS = String(24 * 365 * 10);
process.env.SHOP_CLOCK_FILE = join(dir, "clock-offset-ms");
delete (globalThis as { __singletons?: unknown }).__singletons;

const { db } = await import("~/services/db.server");
const { migrateToLatest } = await import("~db/migrate");
await migrateToLatest(db);

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
