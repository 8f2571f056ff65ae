import { sql, type Kysely } from "kysely";

// When an order's state last changed (placed, paid, shipped), for the order page. Written in the
// same statement that changes the state; existing orders start from when they were placed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("statusChangedAt", "text").execute();
  await sql`update orders set "statusChangedAt" = "createdAt"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("statusChangedAt").execute();
}
