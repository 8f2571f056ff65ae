import { sql, type Kysely } from "kysely";

// Issue 50: the shop for other systems. API keys: an admin names a key and its scopes; the key
// itself is shown once and kept only as its SHA-256 (`keyDigest`, looked up on every call), with
// its last four characters (`hint`) to tell keys apart. A revoked key keeps its row (the list says
// when) and opens nothing. `lastUsedAt` is written at most once a minute per key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn("keyDigest", "text", (c) => c.notNull().unique())
    .addColumn("hint", "text", (c) => c.notNull())
    // Space-separated, from app/utils/api-scopes.ts.
    .addColumn("scopes", "text", (c) => c.notNull())
    // A key acts as the admin who made it, while they are one.
    .addColumn("createdBy", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("lastUsedAt", "text")
    .addColumn("revokedAt", "text")
    .execute();
  // The first answer of a creating POST sent with an Idempotency-Key (categories, attributes,
  // price groups, shipping methods, tax rates), with the digest of the request it answered. A
  // row without `status` is a request still running; one left so by a crash is taken over after
  // a minute (app/models/idempotent-request.server.ts).
  await db.schema
    .createTable("idempotent_requests")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("requestDigest", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("body", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotent_requests").execute();
  await db.schema.dropTable("api_keys").execute();
}
