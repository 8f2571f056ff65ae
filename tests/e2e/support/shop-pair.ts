// Two instances of the built shop on one PostgreSQL server of their own, as behind a load
// balancer, for the tests of one file: started together as a deployment would (one migrates and
// seeds, the other waits or finds the work done) before its tests, stopped after them.
import { test } from "@playwright/test";
import { openDatabase, type Database } from "#db/connection.ts";
import { startPostgres, type PostgresServer } from "#tests/support/postgres-server.ts";
import { startShop, type Shop } from "./shop-server";

export interface ShopPair {
  a: Shop;
  b: Shop;
  /** The shared database, for a test's own rows and checks. */
  db: Database;
}

/**
 * Registers the file's hooks and returns the pair, filled once its `beforeAll` has run. Both
 * instances sign with one secret and take writes without the rate limit; `env` adds to that.
 */
export function shopPairOnPostgres(name: string, env: Record<string, string> = {}): ShopPair {
  const pair = {} as ShopPair;
  let postgres: PostgresServer | undefined;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    postgres = await startPostgres();
    const url = await postgres.createDatabase(name);
    const shared = {
      SESSION_SECRET: "one-secret-for-every-instance-of-the-shop",
      WRITE_RATE_LIMIT: "100000",
      ...env,
    };
    [pair.a, pair.b] = await Promise.all([startShop(url, shared), startShop(url, shared)]);
    pair.db = openDatabase(url, { poolSize: 2 });
  });
  test.afterAll(async () => {
    await Promise.all([pair.a?.stop(), pair.b?.stop()]);
    await pair.db?.destroy();
    await postgres?.stop();
  });
  return pair;
}
