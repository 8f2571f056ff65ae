import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The id of the order form a customer submitted: the same form posted twice is one order.
  await db.schema.alterTable("orders").addColumn("requestId", "text").execute();
  await db.schema
    .createIndex("orders_user_request")
    .on("orders")
    .columns(["userId", "requestId"])
    .unique()
    .execute();

  // The built-in test payment provider's own record of its charges, so that a payment id it
  // issued can be looked up and verified like one of Stripe's.
  await db.schema
    .createTable("sandbox_charges")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("orderId", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('succeeded', 'failed')`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sandbox_charges").execute();
  await db.schema.dropIndex("orders_user_request").execute();
  await db.schema.alterTable("orders").dropColumn("requestId").execute();
}
