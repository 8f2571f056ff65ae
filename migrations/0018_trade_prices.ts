import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Trade prices (issue 40): volume breaks on tools, customer price groups with category
// overrides, and quotes. Money in cents, discounts in basis points (1500 = 15%). Portable SQL
// only: the same statements run on SQLite and PostgreSQL.

const DISCOUNT_BP = (column: string) => sql`${sql.ref(column)} >= 0 and ${sql.ref(column)} < 10000`;
const QUOTE_STATUSES = sql`status in ('requested', 'sent', 'accepted')`;

/**
 * The new tables a change to which other instances must hear of: the breaks show on public
 * product pages (their kept pages drop), the groups price members' pages (each instance keeps
 * them in memory, read again when the database moves).
 */
const WATCHED_TABLES = ["tool_price_breaks", "price_groups", "price_group_categories"];

export async function up(db: Kysely<unknown>): Promise<void> {
  // "10 or more at $139": a tool's lower unit prices from a quantity up. The quantity 1 price is
  // the tool's own (tools.price), so a break starts at 2 or more.
  await db.schema
    .createTable("tool_price_breaks")
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("minQyt", "integer", (c) => c.notNull().check(sql`"minQyt" >= 2`))
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price > 0`))
    .addPrimaryKeyConstraint("tool_price_breaks_pk", ["toolId", "minQyt"])
    .execute();

  // A customer price group ("Distributor": 15% off), and its own discount on some categories
  // ("20% off Hand tools"); a subcategory's rule wins over its top category's, which wins over
  // the group's.
  await db.schema
    .createTable("price_groups")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("discountBp", "integer", (c) => c.notNull().check(DISCOUNT_BP("discountBp")))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("price_group_categories")
    .addColumn("groupId", "text", (c) =>
      c.notNull().references("price_groups.id").onDelete("cascade"),
    )
    .addColumn("categoryId", "text", (c) =>
      c.notNull().references("categories.id").onDelete("cascade"),
    )
    .addColumn("discountBp", "integer", (c) => c.notNull().check(DISCOUNT_BP("discountBp")))
    .addPrimaryKeyConstraint("price_group_categories_pk", ["groupId", "categoryId"])
    .execute();
  // A deleted group's members go back to list prices.
  await db.schema
    .alterTable("users")
    .addColumn("priceGroupId", "text", (c) => c.references("price_groups.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("users_price_group").on("users").column("priceGroupId").execute();

  // A quote: asked for from a cart with a note, priced per line by an admin with a last day to
  // accept it, and accepted into one order (orderId) at the quoted prices.
  await db.schema
    .createTable("quotes")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().check(QUOTE_STATUSES))
    .addColumn("note", "text", (c) => c.notNull())
    // The admin's words to the customer, sent with the prices.
    .addColumn("reply", "text")
    // The last day (YYYY-MM-DD) the quote can be accepted.
    .addColumn("validUntil", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("sentAt", "text")
    .addColumn("acceptedAt", "text")
    .addColumn("orderId", "text", (c) => c.unique().references("orders.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("quotes_user")
    .on("quotes")
    .columns(["userId", "createdAt"])
    .execute();
  await db.schema
    .createIndex("quotes_status")
    .on("quotes")
    .columns(["status", "createdAt"])
    .execute();
  // A quote's lines keep the tool's name, part number and the customer's unit price when they
  // asked (listPrice), as an order's lines do; `price` is the quoted one, null until sent.
  await db.schema
    .createTable("quote_lines")
    .addColumn("quoteId", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sku", "text")
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt > 0`))
    .addColumn("listPrice", "integer", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.check(sql`price > 0`))
    .addPrimaryKeyConstraint("quote_lines_pk", ["quoteId", "toolId"])
    .execute();

  if (engineOf(db) === "postgres")
    for (const table of WATCHED_TABLES)
      await sql`
        create trigger ${sql.id(`${table}_public_change`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute function forgeline_public_change()
      `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_lines").execute();
  await db.schema.dropTable("quotes").execute();
  await db.schema.dropIndex("users_price_group").execute();
  await db.schema.alterTable("users").dropColumn("priceGroupId").execute();
  await db.schema.dropTable("price_group_categories").execute();
  await db.schema.dropTable("price_groups").execute();
  await db.schema.dropTable("tool_price_breaks").execute();
}
