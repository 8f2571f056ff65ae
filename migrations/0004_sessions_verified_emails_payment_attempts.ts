import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Server-side sessions: the cookie (or a bearer token) carries only a random token, and the
  // row is keyed by its SHA-256, so a copy of the database opens no account. Deleting the row
  // ends the session (logout, a password change, a deleted user, a verified owner taking over).
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('browser', 'api')`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("lastSeenAt", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("userId").execute();
  await db.schema.createIndex("sessions_expires").on("sessions").column("expiresAt").execute();

  // When the address was proven to belong to the account's owner (Google's verified email, or
  // a verification link). Null: whoever signed up may not own the address.
  await db.schema.alterTable("users").addColumn("emailVerifiedAt", "text").execute();

  // Every payment the shop asked the provider to take for an order, so that cancelling the
  // order can cancel what is still open there.
  await db.schema
    .createTable("payment_attempts")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("orderId", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('intent', 'checkout')`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("payment_attempts_order")
    .on("payment_attempts")
    .column("orderId")
    .execute();

  // The sandbox refunds a payment it took for an order that was gone, like Stripe would.
  await db.schema.alterTable("sandbox_charges").addColumn("refundedAt", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sandbox_charges").dropColumn("refundedAt").execute();
  await db.schema.dropTable("payment_attempts").execute();
  await db.schema.alterTable("users").dropColumn("emailVerifiedAt").execute();
  await db.schema.dropTable("sessions").execute();
}
