import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";
import { replaceCheck } from "#db/table-check.ts";

// Issue 49: promotions. A promotion takes a percentage or an amount off, or the shipping, of the
// whole order or of some categories (each with its subcategories) or tools; with a code a buyer
// types, or by itself. `codeKey` is the code in capitals: codes are one case-insensitive name
// space (unique). `uses` counts the orders placed with it, in the placing's transaction, by a
// conditional update that never passes `usageLimit`; `promotion_uses` keeps each (its order, its
// buyer, what it took off), so a buyer's own uses are counted and an unpaid order that ends
// gives its use back (the row goes and `uses` goes down, together). An order keeps what it was
// given: `orders.discount` (cents, goods and shipping), the code, the promotions by name and
// amount (JSON, as placed), and each line its share (`order_lines.discount`), which a refund of
// the line gives back no more than was paid. A cart keeps the code its buyer entered.

const KINDS = sql`kind in ('percent', 'amount', 'freeShipping')`;

/** An order's total: what it costs less what its promotions took off (0013 had no discount). */
const TOTAL = {
  without: "amount = subtotal + shipping + tax",
  with: "amount = subtotal - discount + shipping + tax",
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // Cents are bigint on PostgreSQL since 0019; SQLite's INTEGER already holds 8 bytes.
  const money = engineOf(db) === "postgres" ? "bigint" : "integer";
  await db.schema
    .createTable("promotions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn("code", "text", (c) => c.check(sql`length(code) between 1 and 40`))
    .addColumn("codeKey", "text", (c) => c.unique())
    .addColumn("kind", "text", (c) => c.notNull().check(KINDS))
    // Percent: basis points (1 to 10000); amount: cents; free shipping: 0.
    .addColumn("value", money, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`value >= 0`),
    )
    .addColumn("minSubtotal", money, (c) => c.check(sql`"minSubtotal" >= 0`))
    .addColumn("startsAt", "text")
    .addColumn("endsAt", "text")
    .addColumn("usageLimit", "integer", (c) => c.check(sql`"usageLimit" >= 1`))
    .addColumn("perCustomerLimit", "integer", (c) => c.check(sql`"perCustomerLimit" >= 1`))
    .addColumn("uses", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn("active", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`active in (0, 1)`),
    )
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addCheckConstraint(
      "promotions_within_limit",
      sql`"usageLimit" is null or uses <= "usageLimit"`,
    )
    .addCheckConstraint("promotions_code_key", sql`("code" is null) = ("codeKey" is null)`)
    .execute();
  await db.schema
    .createTable("promotion_categories")
    .addColumn("promotionId", "text", (c) =>
      c.notNull().references("promotions.id").onDelete("cascade"),
    )
    .addColumn("categoryId", "text", (c) =>
      c.notNull().references("categories.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("promotion_categories_pk", ["promotionId", "categoryId"])
    .execute();
  await db.schema
    .createTable("promotion_tools")
    .addColumn("promotionId", "text", (c) =>
      c.notNull().references("promotions.id").onDelete("cascade"),
    )
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("promotion_tools_pk", ["promotionId", "toolId"])
    .execute();
  await db.schema
    .createTable("promotion_uses")
    .addColumn("promotionId", "text", (c) =>
      c.notNull().references("promotions.id").onDelete("cascade"),
    )
    .addColumn("orderId", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.notNull())
    .addColumn("amount", money, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("promotion_uses_pk", ["promotionId", "orderId"])
    .execute();
  await db.schema
    .createIndex("promotion_uses_by_buyer")
    .on("promotion_uses")
    .columns(["promotionId", "userId"])
    .execute();
  await db.schema
    .createIndex("promotion_uses_by_order")
    .on("promotion_uses")
    .column("orderId")
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("discount", money, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount >= 0`),
    )
    .execute();
  await replaceCheck(db, "orders", "orders_total", {
    from: TOTAL.without,
    to: TOTAL.with,
    check: TOTAL.with,
  });
  await db.schema.alterTable("orders").addColumn("promotionCode", "text").execute();
  await db.schema.alterTable("orders").addColumn("promotions", "text").execute();
  await db.schema
    .alterTable("order_lines")
    .addColumn("discount", money, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount >= 0`),
    )
    .execute();
  await db.schema
    .alterTable("carts")
    .addColumn("code", "text", (c) => c.check(sql`length(code) <= 40`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("carts").dropColumn("code").execute();
  await db.schema.alterTable("order_lines").dropColumn("discount").execute();
  for (const column of ["promotions", "promotionCode"])
    await db.schema.alterTable("orders").dropColumn(column).execute();
  // Refused (the check fails) while an order with a discount exists: its total has no place for it.
  await replaceCheck(db, "orders", "orders_total", {
    from: TOTAL.with,
    to: TOTAL.without,
    check: TOTAL.without,
  });
  await db.schema.alterTable("orders").dropColumn("discount").execute();
  await db.schema.dropTable("promotion_uses").execute();
  await db.schema.dropTable("promotion_tools").execute();
  await db.schema.dropTable("promotion_categories").execute();
  await db.schema.dropTable("promotions").execute();
}
