import { watchOutsideWrites } from "#db/connection.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { isDatabaseEmpty, seedDemoData } from "#db/seed.ts";
import { fillCatalogue } from "#db/seed-catalogue.ts";
import { db } from "#app/db.server.ts";
import { env } from "#app/utils/env.server.ts";

// The database's own life: brought up to date at start, asked whether it answers, closed at the
// end. The server and the operators' commands call these rather than holding the handle.

/**
 * Brings the database to the latest schema and, in demo mode, fills an empty one; on PostgreSQL,
 * listens for other instances' writes before the first page is served from the cache.
 */
export async function prepareDatabase(log: (message: string) => void = console.log) {
  const applied = await migrateToLatest(db);
  await watchOutsideWrites(db);
  if (applied.length) log(`Applied migrations: ${applied.join(", ")}`);
  if (env.SHOP_MODE === "demo") {
    try {
      if (await seedEmptyDatabase()) log("Seeded the demo catalogue.");
    } catch (error) {
      // Instances started together on one PostgreSQL: another one's seed came first (the seed
      // is one transaction, so ours left nothing behind).
      if (await isDatabaseEmpty(db)) throw error;
    }
  }
}

/**
 * Fills an empty database with the demo catalogue, reviews, orders and accounts (the admin's
 * from DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD); false, writing nothing, if it has a catalogue.
 */
export async function seedEmptyDatabase(): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDemoData(db, {
    adminEmail: env.DEMO_ADMIN_EMAIL,
    adminPassword: env.DEMO_ADMIN_PASSWORD,
  });
  return true;
}

/** Generated tools up to `total` in the catalogue, to try the shop at scale; answers how many. */
export function fillDemoCatalogue(total: number): Promise<number> {
  return fillCatalogue(db, total);
}

/** Applies the migrations not yet applied; answers their names. */
export function migrateDatabase(): Promise<string[]> {
  return migrateToLatest(db);
}

export async function isDatabaseHealthy(): Promise<boolean> {
  try {
    await db.selectFrom("tools").select("id").limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

export function closeDatabase(): Promise<void> {
  return db.destroy();
}
