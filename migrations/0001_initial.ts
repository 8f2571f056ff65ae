import { sql, type Kysely } from "kysely";

// Portable types only (text, integer): the same migration must run on PostgreSQL.
// Money is integer cents; timestamps are ISO-8601 UTC strings written by the models.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("displayName", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.check(sql`role = 'admin'`))
    .addColumn("photoURL", "text")
    .addColumn("education", "text")
    .addColumn("personalPhone", "text")
    .addColumn("personalAddress", "text")
    .addColumn("businessName", "text")
    .addColumn("businessAddress", "text")
    .addColumn("businessPhone", "text")
    .addColumn("linkedin", "text")
    .addColumn("details", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  // Kept apart from users so that no query for a profile can return a hash by accident.
  await db.schema
    .createTable("passwords")
    .addColumn("userId", "text", (c) =>
      c.primaryKey().notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("hash", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tools")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("img", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("minimum_qyt", "integer", (c) => c.notNull().check(sql`minimum_qyt >= 1`))
    .addColumn("available_qyt", "integer", (c) => c.notNull().check(sql`available_qyt >= 0`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    // A deleted tool stays for the orders that name it; the catalogue hides it.
    .addColumn("deletedAt", "text")
    .execute();
  await db.schema
    .createIndex("tools_created_at")
    .on("tools")
    .columns(["createdAt", "id"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("restrict"))
    // A deleted customer's orders stay in the books with their own copy of name and email.
    .addColumn("userId", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt >= 1`))
    .addColumn("customer", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("paid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paymentId", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.check(sql`status in ('Pending', 'Shipped')`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addCheckConstraint("orders_amount_is_price_times_qyt", sql`amount = price * qyt`)
    // Paid, payment id and status move together: no half-paid order can be written.
    .addCheckConstraint(
      "orders_paid_state",
      sql`(paid = 0 and "paymentId" is null and status is null)
        or (paid = 1 and "paymentId" is not null and status is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("orders_user")
    .on("orders")
    .columns(["userId", "createdAt"])
    .execute();
  await db.schema.createIndex("orders_tool").on("orders").column("toolId").execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("img", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("reviews_created_at")
    .on("reviews")
    .columns(["createdAt", "id"])
    .execute();

  await db.schema
    .createTable("enquiries")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["enquiries", "reviews", "orders", "tools", "passwords", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
