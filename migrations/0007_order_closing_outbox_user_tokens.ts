import { sql, type Kysely } from "kysely";

// Portable SQL only (SQLite and PostgreSQL): the schema builder, text timestamps in ISO 8601
// (which sort as they compare), no engine-specific functions.
export async function up(db: Kysely<unknown>): Promise<void> {
  // An unpaid order that ended without being paid stays in the books: cancelled by its customer
  // or an admin, or expired after ORDER_HOLD_HOURS. Only an unpaid order can end this way.
  await db.schema
    .alterTable("orders")
    .addColumn("closed", "text", (c) =>
      c.check(sql`closed is null or (closed in ('cancelled', 'expired') and paid = 0)`),
    )
    .execute();
  // What the expiry sweep walks: the open unpaid orders, oldest first.
  await db.schema
    .createIndex("orders_open_unpaid")
    .on("orders")
    .column("createdAt")
    .where(sql.ref("paid"), "=", 0)
    .where(sql.ref("closed"), "is", null)
    .execute();

  // Mail written in the same transaction as the change it announces; a background sender
  // delivers it. A row is claimed by a conditional update of `nextAttemptAt` (a lease), marked
  // sent once the SMTP server has accepted it, and retried with backoff otherwise.
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("nextAttemptAt", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("claimToken", "text")
    .addColumn("lastError", "text")
    .addColumn("sentAt", "text")
    .execute();
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .column("nextAttemptAt")
    .where(sql.ref("sentAt"), "is", null)
    .execute();

  // Links mailed to prove an address or reset a password: the table keeps only the token's
  // SHA-256 (like sessions), each is used once, and it names the address it was sent to.
  await db.schema
    .createTable("user_tokens")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) =>
      c.notNull().check(sql`purpose in ('verify-email', 'reset-password')`),
    )
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("usedAt", "text")
    .execute();
  await db.schema
    .createIndex("user_tokens_user")
    .on("user_tokens")
    .columns(["userId", "purpose", "createdAt"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_tokens").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropIndex("orders_open_unpaid").execute();
  await db.schema.alterTable("orders").dropColumn("closed").execute();
}
