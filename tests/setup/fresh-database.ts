// Runs before every vitest file: a fresh, migrated database of its own. SQLite: a new file.
// PostgreSQL (the "postgres" project): a copy of the run's migrated template database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, inject } from "vitest";
import { createDatabase, dropDatabase } from "#tests/support/postgres-databases.ts";

const dir = mkdtempSync(join(tmpdir(), "storefront-test-"));
const postgres = inject("postgres");
const databaseUrl = postgres
  ? await createDatabase(postgres.adminUrl, "test", postgres.template)
  : join(dir, "test.db");
process.env.DATABASE_URL = databaseUrl;
process.env.UPLOADS_DIR = join(dir, "uploads");
process.env.SHOP_MODE = "demo";
// Every test signs in from one address: the sign-in limit has its own end-to-end test.
process.env.AUTH_RATE_LIMIT = "100000";
// SQLite makes its own secret beside the file; PostgreSQL requires one.
if (postgres) process.env.SESSION_SECRET = "a-test-secret-of-at-least-32-characters";
else delete process.env.SESSION_SECRET;
// Fixtures place unpaid orders on fixed dates of 2026: they must not expire under other tests.
// The expiry tests shorten the hold themselves and move the shop's clock through this file.
process.env.ORDER_HOLD_HOURS = String(24 * 365 * 10);
process.env.SHOP_CLOCK_FILE = join(dir, "clock-offset-ms");
delete (globalThis as { __singletons?: unknown }).__singletons;

const { db } = await import("#app/db.server.ts");
const { migrateToLatest } = await import("#db/migrate.ts");
await migrateToLatest(db);

afterAll(async () => {
  await db.destroy();
  if (postgres) await dropDatabase(postgres.adminUrl, databaseUrl);
  rmSync(dir, { recursive: true, force: true });
});
