import { Migrator, type Kysely } from "kysely";
import { migrations } from "#migrations/index.ts";

// Kysely<any>, as Kysely's Migrator takes it: migrations run before the typed schema exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
