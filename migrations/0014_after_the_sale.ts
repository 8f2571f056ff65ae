import { sql, type Kysely } from "kysely";

// After the sale (issue 38): tracking, invoice numbers, refunds with credit notes, returns.
// Portable SQL only: the same statements run on SQLite and PostgreSQL.

/** The numbered documents, each with its own gap-free sequence per calendar year. */
const INVOICE = "invoice";

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the parcel left with, when it left and when the order was paid; the invoice number
  // the payment gave it; the cents given back so far (never more than was paid: a refund is a
  // conditional update of this column).
  await db.schema
    .alterTable("orders")
    .addColumn("carrier", "text", (c) => c.check(sql`carrier in ('ups', 'fedex', 'usps', 'other')`))
    .execute();
  for (const column of ["trackingNumber", "shippedAt", "paidAt", "invoiceNumber"])
    await db.schema.alterTable("orders").addColumn(column, "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("refunded", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded >= 0`),
    )
    .execute();
  await db.schema
    .createIndex("orders_invoice_number")
    .on("orders")
    .column("invoiceNumber")
    .unique()
    .execute();

  // The last number given of each kind of document in each year. Taking the next one updates
  // this row inside the transaction that writes the document, so a number is used exactly when
  // its document commits: no gaps, no repeats, however many instances pay at once.
  await db.schema
    .createTable("document_sequences")
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('invoice', 'credit-note')`))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_sequences_key", ["kind", "year"])
    .execute();

  // Orders that were paid and shipped before: shipped when their status last changed; paid then
  // too if still Pending, else (the moment is not kept) when placed.
  await sql`update orders set "shippedAt" = "statusChangedAt" where status = 'Shipped'`.execute(db);
  await sql`update orders set "paidAt" = case when status = 'Pending'
    then coalesce("statusChangedAt", "createdAt") else "createdAt" end
    where paid = 1`.execute(db);
  await numberPaidOrders(db);

  // Money given back: in full or for some lines, by an admin, a cancel, a received return, or
  // in Stripe's own dashboard (then known by the provider's refund id). A refund is pending
  // while the provider is asked; its credit-note number comes with success.
  await db.schema
    .createTable("refunds")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("orderId", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("restock", "integer", (c) => c.notNull().check(sql`restock in (0, 1)`))
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('admin', 'cancel', 'return', 'provider')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn("idempotencyKey", "text")
    .addColumn("providerRefundId", "text", (c) => c.unique())
    .addColumn("creditNoteNumber", "text", (c) => c.unique())
    .addColumn("createdBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("completedAt", "text")
    .addCheckConstraint(
      "refunds_numbered_when_done",
      sql`(status = 'succeeded') = ("creditNoteNumber" is not null)`,
    )
    .execute();
  // The same request twice (its Idempotency-Key) is one refund of that order.
  await db.schema
    .createIndex("refunds_order_key")
    .on("refunds")
    .columns(["orderId", "idempotencyKey"])
    .unique()
    .execute();
  await db.schema.createIndex("refunds_completed").on("refunds").column("completedAt").execute();
  // The goods a refund gives back, per line of the order (by tool): what can still be refunded
  // of a line is its quantity less these.
  await db.schema
    .createTable("refund_lines")
    .addColumn("refundId", "text", (c) => c.notNull().references("refunds.id").onDelete("cascade"))
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("restrict"))
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt >= 1`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount >= 0`))
    .addPrimaryKeyConstraint("refund_lines_key", ["refundId", "toolId"])
    .execute();

  // A customer's request to send lines of a shipped order back, and what the shop decided.
  await db.schema
    .createTable("returns")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("orderId", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("userId", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('requested', 'approved', 'rejected', 'received')`),
    )
    .addColumn("reason", "text", (c) =>
      c.notNull().check(sql`reason in ('defective', 'wrong_item', 'not_needed')`),
    )
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("note", "text")
    // The admin who approved or rejected it (the refund names who received it).
    .addColumn("decidedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    // How many times the provider refused its refund: each new try is a new refund's key.
    .addColumn("refundAttempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refundId", "text", (c) => c.references("refunds.id").onDelete("set null"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("decidedAt", "text")
    .addColumn("receivedAt", "text")
    .execute();
  await db.schema.createIndex("returns_order").on("returns").column("orderId").execute();
  await db.schema
    .createIndex("returns_created")
    .on("returns")
    .columns(["createdAt", "id"])
    .execute();
  await db.schema
    .createTable("return_lines")
    .addColumn("returnId", "text", (c) => c.notNull().references("returns.id").onDelete("cascade"))
    .addColumn("toolId", "text", (c) => c.notNull().references("tools.id").onDelete("restrict"))
    .addColumn("qyt", "integer", (c) => c.notNull().check(sql`qyt >= 1`))
    .addPrimaryKeyConstraint("return_lines_key", ["returnId", "toolId"])
    .execute();

  // The sandbox gives back part of a charge, as Stripe does: the cents refunded of each charge
  // (never more than it took: a refund is a conditional update of this column), and each refund
  // under the key that asked for it, so the same key twice is one refund.
  await db.schema
    .alterTable("sandbox_charges")
    .addColumn("refunded", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded >= 0`),
    )
    .execute();
  await sql`update sandbox_charges set refunded = amount where "refundedAt" is not null`.execute(
    db,
  );
  await db.schema
    .createTable("sandbox_refunds")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("chargeId", "text", (c) =>
      c.notNull().references("sandbox_charges.id").onDelete("cascade"),
    )
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  // A mail can carry a document, drawn when the mail is sent (never stored as bytes): the
  // invoice of an order or the credit note of a refund, as `invoice:{orderId}` or
  // `credit-note:{refundId}`.
  await db.schema.alterTable("outbox").addColumn("attachment", "text").execute();
}

/** Gives every paid order an invoice number, in the order they were paid, per year. */
async function numberPaidOrders(db: Kysely<unknown>) {
  const { rows } = await sql<{ id: string; paidAt: string }>`select id, "paidAt" from orders
    where paid = 1 order by "paidAt", id`.execute(db);
  const lastOfYear = new Map<number, number>();
  for (const row of rows) {
    const year = new Date(row.paidAt).getUTCFullYear();
    const number = (lastOfYear.get(year) ?? 0) + 1;
    lastOfYear.set(year, number);
    const invoiceNumber = `INV-${year}-${String(number).padStart(6, "0")}`;
    await sql`update orders set "invoiceNumber" = ${invoiceNumber} where id = ${row.id}`.execute(
      db,
    );
  }
  for (const [year, last] of lastOfYear)
    await sql`insert into document_sequences (kind, year, last)
      values (${INVOICE}, ${year}, ${last})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("attachment").execute();
  await db.schema.dropTable("sandbox_refunds").execute();
  await db.schema.alterTable("sandbox_charges").dropColumn("refunded").execute();
  for (const table of ["return_lines", "returns", "refund_lines", "refunds", "document_sequences"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("orders_invoice_number").execute();
  for (const column of [
    "refunded",
    "invoiceNumber",
    "paidAt",
    "shippedAt",
    "trackingNumber",
    "carrier",
  ])
    await db.schema.alterTable("orders").dropColumn(column).execute();
}
