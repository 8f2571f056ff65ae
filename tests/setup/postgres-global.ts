// vitest's global setup for the "postgres" project: one PostgreSQL server for the run, and one
// migrated template database that each test file copies into a database of its own
// (tests/setup/fresh-database.ts).
import type { TestProject } from "vitest/node";
import { openDatabase } from "#db/connection.ts";
import { migrateToLatest } from "#db/migrate.ts";
import { startPostgres } from "#tests/support/postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgres: { adminUrl: string; template: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const templateUrl = await server.createDatabase("template");
  const db = openDatabase(templateUrl, { poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const template = new URL(templateUrl).pathname.slice(1);
  project.provide("postgres", { adminUrl: server.url(), template });
  return () => server.stop();
}
