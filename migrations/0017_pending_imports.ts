import type { Kysely } from "kysely";

// A bulk import an admin has previewed but not yet confirmed (issue 39): the uploaded CSV is kept
// here, so the confirmation (a plain form without JavaScript) names it by a random id instead of
// sending the file again. Rows expire an hour after they are stored (see
// app/models/pending-import.server.ts); a confirmed one is deleted with its import.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("pending_imports")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("fileName", "text", (c) => c.notNull())
    .addColumn("csv", "text", (c) => c.notNull())
    // What the preview said the file would do: the confirmation writes only that.
    .addColumn("digest", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pending_imports_created")
    .on("pending_imports")
    .column("createdAt")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_imports").execute();
}
