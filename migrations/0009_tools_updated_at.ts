import { sql, type Kysely } from "kysely";

// When an admin last changed what a tool's page shows (an edit, a restock), for the sitemap's
// lastmod; a tool never changed since it was added counts from then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tools").addColumn("updatedAt", "text").execute();
  await sql`update tools set "updatedAt" = "createdAt"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tools").dropColumn("updatedAt").execute();
}
