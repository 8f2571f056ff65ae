import { sql, type Kysely } from "kysely";

// Orders with lines, carts, saved addresses, shipping methods and sales tax (issue 37). Portable
// SQL only: the same statements run on SQLite and PostgreSQL.

/** The columns an order had before lines, in the order the rebuilt table copies them. */
const ORDER_COLUMNS = [
  "id",
  "toolId",
  "userId",
  "date",
  "name",
  "qyt",
  "customer",
  "email",
  "address",
  "phone",
  "price",
  "amount",
  "paid",
  "paymentId",
  "status",
  "createdAt",
  "requestId",
  "statusChangedAt",
  "closed",
];

/**
 * The orders table of either shape: "lines" from now on, "one-tool" as it was (for `down`). An
 * order's `amount` becomes its total (subtotal + shipping + tax), no longer its one tool's
 * price × qyt. SQLite cannot drop a check in place, so the table is rebuilt (SQLite's documented
 * way), and the same way on PostgreSQL, so both engines run one migration. The spec's fields
 * stay; for a one-tool order they are its one line.
 */
async function createOrdersTable(db: Kysely<unknown>, table: string, shape: "lines" | "one-tool") {
  const common = db.schema
    .createTable(table)
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("restrict"))
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
    .addColumn("requestId", "text")
    .addColumn("statusChangedAt", "text")
    .addColumn("closed", "text", (c) =>
      // An unpaid order ends cancelled or expired; a paid one that has not shipped can be
      // cancelled by the shop (it is refunded in full, issue 38).
      c.check(sql`closed is null or closed = 'cancelled' or (closed = 'expired' and paid = 0)`),
    )
    .addCheckConstraint(
      "orders_paid_state",
      sql`(paid = 0 and "paymentId" is null and status is null)
        or (paid = 1 and "paymentId" is not null and status is not null)`,
    );
  if (shape === "one-tool") {
    await common
      .addCheckConstraint("orders_amount_is_price_times_qyt", sql`amount = price * qyt`)
      .execute();
    return;
  }
  await common
    .addColumn("subtotal", "integer", (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn("shipping", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`shipping >= 0`),
    )
    .addColumn("tax", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`tax >= 0`),
    )
    // Snapshots and references kept with the order: the shipping method's name when ordered, a
    // trade buyer's purchase-order number, and the checkout's idempotency key.
    .addColumn("shippingMethod", "text")
    .addColumn("purchaseOrder", "text")
    .addColumn("checkoutKey", "text")
    // The sales tax rule the order was taxed by, so a refund of some lines gives back their tax.
    .addColumn("taxRateBp", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("taxShipping", "integer", (c) => c.notNull().defaultTo(0))
    .addCheckConstraint("orders_total", sql`amount = subtotal + shipping + tax`)
    .execute();
}

async function createOrderIndexes(db: Kysely<unknown>) {
  await db.schema
    .createIndex("orders_user")
    .on("orders")
    .columns(["userId", "createdAt"])
    .execute();
  await db.schema.createIndex("orders_tool").on("orders").column("toolId").execute();
  await db.schema
    .createIndex("orders_user_request")
    .on("orders")
    .columns(["userId", "requestId"])
    .unique()
    .execute();
  await db.schema
    .createIndex("orders_open_unpaid")
    .on("orders")
    .column("createdAt")
    .where(sql.ref("paid"), "=", 0)
    .where(sql.ref("closed"), "is", null)
    .execute();
}

/** Copies the orders into a table of the given shape, which then takes the name and indexes. */
async function rebuildOrders(db: Kysely<unknown>, shape: "lines" | "one-tool") {
  await createOrdersTable(db, "orders_next", shape);
  const columns = sql.join(ORDER_COLUMNS.map((column) => sql.ref(column)));
  // Every order so far was one tool: its goods are its amount, with no shipping or tax.
  await (
    shape === "lines"
      ? sql`insert into orders_next (${columns}, subtotal, shipping, tax)
        select ${columns}, amount, 0, 0 from orders`
      : sql`insert into orders_next (${columns}) select ${columns} from orders`
  ).execute(db);
  await db.schema.dropTable("orders").execute();
  await db.schema.alterTable("orders_next").renameTo("orders").execute();
  await createOrderIndexes(db);
  if (shape === "one-tool") return;
  // The same checkout submitted twice (or by two tabs at once) is one order: the index decides.
  await db.schema
    .createIndex("orders_user_checkout")
    .on("orders")
    .columns(["userId", "checkoutKey"])
    .unique()
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildOrders(db, "lines");

  // What was agreed for each tool of an order: later price or name changes never alter it.
  await db.schema
    .createTable("order_lines")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("orderId", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("restrict"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt >= 1`))
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addCheckConstraint("order_lines_amount", sql`amount = price * qyt`)
    .execute();
  // An order's lines, in their order (the unique index is also the index by order).
  await db.schema
    .createIndex("order_lines_order")
    .on("order_lines")
    .columns(["orderId", "position"])
    .unique()
    .execute();
  // Each order so far becomes its one line. The line takes its order's id: ids are random and
  // each table has its own, and SQL has no portable way to draw a new random one.
  await sql`insert into order_lines (id, "orderId", "toolId", name, qyt, price, amount, position)
    select id, id, "toolId", name, qyt, price, amount, 0 from orders`.execute(db);

  await db.schema
    .createTable("addresses")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`length(state) = 2`))
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("addresses_user")
    .on("addresses")
    .columns(["userId", "createdAt"])
    .execute();

  await db.schema
    .createTable("shipping_methods")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("freeAbove", "integer", (c) => c.check(sql`"freeAbove" >= 0`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  // A state's sales tax in hundredths of a percent (575 is 5.75%), so every rate is an integer.
  await db.schema
    .createTable("tax_rates")
    .addColumn("state", "text", (c) =>
      c
        .primaryKey()
        .notNull()
        .check(sql`length(state) = 2`),
    )
    .addColumn("rateBp", "integer", (c) => c.notNull().check(sql`"rateBp" between 0 and 10000`))
    .addColumn("taxShipping", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`"taxShipping" in (0, 1)`),
    )
    .execute();

  // A cart belongs to an account or to a visitor's cookie (only its hash is kept, like a
  // session's). It holds no stock: placing the order reserves it.
  await db.schema
    .createTable("carts")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("userId", "text", (c) => c.unique().references("users.id").onDelete("cascade"))
    .addColumn("visitorKeyHash", "text", (c) => c.unique())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .addCheckConstraint("carts_owner", sql`("userId" is null) <> ("visitorKeyHash" is null)`)
    .execute();
  // What the sweep of abandoned visitor carts walks.
  await db.schema
    .createIndex("carts_visitor_updated")
    .on("carts")
    .column("updatedAt")
    .where(sql.ref("userId"), "is", null)
    .execute();
  await db.schema
    .createTable("cart_lines")
    .addColumn("cartId", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt >= 1`))
    // The unit price (cents) the customer saw when they last put the line in: the cart says
    // when today's price differs from it.
    .addColumn("seenPrice", "integer", (c) => c.notNull().check(sql`"seenPrice" >= 0`))
    .addColumn("addedAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_lines_key", ["cartId", "toolId"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["cart_lines", "carts", "tax_rates", "shipping_methods", "addresses"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropTable("order_lines").execute();
  // Refused by the old check (amount = price × qyt) once an order of several lines, or with
  // shipping or tax, exists: such an order has no one-tool shape to go back to.
  await rebuildOrders(db, "one-tool");
}
