import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Issue 48: a business buys as a company. A company (admins create it) has a name, a tax id, a
// billing address, a price group, payment terms and a credit limit; customers belong to at most
// one company, each as its admin or a buyer, each with a spending limit per order (cents; none
// is no limit). A member's `users.priceGroupId` is the company's, written in the transaction that
// changes either (company.server.ts): the catalogue reads a buyer's prices from the user's row
// alone, as before. `orders.companyId` keeps the company an order was bought for, so its admins
// still see it after the buyer leaves, and its balance stays whole.

export const PAYMENT_TERMS = ["receipt", "net7", "net15", "net30", "net60"] as const;
const TERMS = sql.raw(PAYMENT_TERMS.map((term) => `'${term}'`).join(", "));

export async function up(db: Kysely<unknown>): Promise<void> {
  // Cents are bigint on PostgreSQL since 0019; SQLite's INTEGER already holds 8 bytes.
  const money = engineOf(db) === "postgres" ? "bigint" : "integer";
  await db.schema
    .createTable("companies")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn("taxId", "text", (c) => c.check(sql`length("taxId") <= 50`))
    .addColumn("billingAddress", "text", (c) => c.check(sql`length("billingAddress") <= 500`))
    .addColumn("priceGroupId", "text", (c) => c.references("price_groups.id").onDelete("set null"))
    .addColumn("paymentTerms", "text", (c) => c.check(sql`"paymentTerms" in (${TERMS})`))
    // Cents a company may owe on account at once; 0 without terms.
    .addColumn("creditLimit", money, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`"creditLimit" >= 0`),
    )
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("companyId", "text", (c) => c.references("companies.id"))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("companyRole", "text", (c) => c.check(sql`"companyRole" in ('admin', 'buyer')`))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("spendingLimit", money, (c) => c.check(sql`"spendingLimit" >= 0`))
    .execute();
  await db.schema.createIndex("users_by_company").on("users").column("companyId").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("companyId", "text", (c) => c.references("companies.id"))
    .execute();
  await db.schema
    .createIndex("orders_by_company")
    .on("orders")
    .columns(["companyId", "createdAt"])
    .where(sql.ref("companyId"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_by_company").execute();
  await db.schema.alterTable("orders").dropColumn("companyId").execute();
  await db.schema.dropIndex("users_by_company").execute();
  for (const column of ["spendingLimit", "companyRole", "companyId"])
    await db.schema.alterTable("users").dropColumn(column).execute();
  await db.schema.dropTable("companies").execute();
}
