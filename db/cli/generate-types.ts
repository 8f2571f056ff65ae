// Regenerates db/types.ts from the migrations: migrate a scratch database, then let
// kysely-codegen read its schema. Run after adding a migration: npm run db:types
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "#db/connection.ts";
import { migrateToLatest } from "#db/migrate.ts";

const dir = mkdtempSync(join(tmpdir(), "storefront-types-"));
const file = join(dir, "schema.db");
const db = openDatabase(file);
try {
  await migrateToLatest(db);
} finally {
  await db.destroy();
}
// Columns the schema cannot hold NOT NULL on SQLite (added to a table with rows, no default:
// migration 0024) but that every write sets and the migration filled: typed as always there.
// A default kept only because SQLite adds a NOT NULL column with one (0026): every insert names
// the value, so an insert that forgets it does not compile.
// A text primary key declared without NOT NULL (0029's companies.id): every insert gives one.
const overrides = {
  columns: {
    "companies.id": "string",
    "orders.number": "string",
    "quotes.number": "string",
    "returns.number": "string",
    "shipping_methods.daysInTransit": "number",
  },
};
execFileSync(
  "npx",
  [
    "kysely-codegen",
    "--dialect",
    "sqlite",
    "--url",
    file,
    "--out-file",
    "db/types.ts",
    "--overrides",
    JSON.stringify(overrides),
  ],
  { stdio: "inherit" },
);
execFileSync("npx", ["prettier", "--write", "db/types.ts"], { stdio: "inherit" });
rmSync(dir, { recursive: true, force: true });
