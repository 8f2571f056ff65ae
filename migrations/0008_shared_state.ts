import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// What several app instances on one PostgreSQL must share, kept in the database rather than in
// one process or on one machine's disk: uploaded images and rate-limit counters. The tables exist on SQLite too (one schema, one set of types), where the shop
// keeps using its files and memory unless told otherwise.
//
// On PostgreSQL, every write to what the public pages show (tools, reviews) notifies the other
// instances, whoever made it (an instance, a seed, a script): their page caches listen.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = engineOf(db) === "postgres";
  await db.schema
    .createTable("images")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("contentType", "text", (c) => c.notNull())
    .addColumn("bytes", postgres ? sql`bytea` : "blob", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  // One row per client and limit: its hits in the window that ends at resetAt.
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("resetAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_hits_reset")
    .on("rate_limit_hits")
    .column("resetAt")
    .execute();

  if (postgres) {
    // Channel name: PUBLIC_CHANGES_CHANNEL in db/connection.ts. pg_notify folds the
    // notifications of one transaction with the same payload into one.
    await sql`
      create function forgeline_public_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('forgeline_public_changes', tg_table_name);
        return null;
      end
      $$
    `.execute(db);
    for (const table of ["tools", "reviews"])
      await sql`
        create trigger ${sql.id(`${table}_public_change`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function forgeline_public_change()
      `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === "postgres") {
    for (const table of ["tools", "reviews"])
      await sql`drop trigger ${sql.id(`${table}_public_change`)} on ${sql.table(table)}`.execute(
        db,
      );
    await sql`drop function forgeline_public_change()`.execute(db);
  }
  await db.schema.dropTable("rate_limit_hits").execute();
  await db.schema.dropTable("images").execute();
}
