import { sql, type Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";
import { replaceCheck } from "#db/table-check.ts";

// Issue 48, pay on account. An order on account (`orders.paymentMethod` 'account') is placed paid
// in the shop's sense (cleared for fulfilment) with no payment id: its invoice is numbered at
// placing and falls due on `invoiceDueDate` (the company's terms). So the check that paid,
// payment id and status move together lets an order on account be paid without a payment id.
// Admins record the payments a company sends (`account_payments`, one per idempotency key),
// each allocated to invoices (`payment_allocations`: never more than a payment's amount, which
// the model keeps). A reminder of an overdue invoice is a row (`invoice_reminders`, one per
// invoice and reminder), claimed in the transaction that queues its mail: sent exactly once.

const CARD_ONLY = `(paid = 1 and "paymentId" is not null and status is not null)`;
const CARD_OR_ACCOUNT = `(paid = 1 and status is not null and ("paymentId" is not null or "paymentMethod" = 'account'))`;
const PAID_STATE = (paid: string) =>
  `(paid = 0 and "paymentId" is null and status is null) or ${paid}`;

/** Sets the orders' paid-state check (replaceCheck: on SQLite the table is rebuilt). */
const setPaidStateCheck = (db: Kysely<unknown>, from: string, to: string) =>
  replaceCheck(db, "orders", "orders_paid_state", { from, to, check: PAID_STATE(to) });

export async function up(db: Kysely<unknown>): Promise<void> {
  const money = engineOf(db) === "postgres" ? "bigint" : "integer";
  await db.schema
    .alterTable("orders")
    .addColumn("paymentMethod", "text", (c) =>
      c
        .notNull()
        .defaultTo("card")
        .check(sql`"paymentMethod" in ('card', 'account')`),
    )
    .execute();
  // The day (YYYY-MM-DD, the shop's) an invoice on account falls due; null for a card's.
  await db.schema.alterTable("orders").addColumn("invoiceDueDate", "text").execute();
  await setPaidStateCheck(db, CARD_ONLY, CARD_OR_ACCOUNT);
  // A company's invoices on account (its balance, statement and the reminders' sweep).
  await db.schema
    .createIndex("orders_on_account")
    .on("orders")
    .columns(["companyId", "invoiceDueDate"])
    .where(sql.ref("paymentMethod"), "=", "account")
    .execute();

  await db.schema
    .createTable("account_payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("companyId", "text", (c) => c.notNull().references("companies.id"))
    .addColumn("amount", money, (c) => c.notNull().check(sql`amount > 0`))
    // The day the money came in (YYYY-MM-DD), as the admin read it off the bank statement.
    .addColumn("receivedOn", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) =>
      c.notNull().check(sql`length(reference) between 1 and 100`),
    )
    .addColumn("recordedBy", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("idempotencyKey", "text", (c) => c.unique())
    .addColumn("requestDigest", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("account_payments_by_company")
    .on("account_payments")
    .columns(["companyId", "receivedOn"])
    .execute();
  await db.schema
    .createTable("payment_allocations")
    .addColumn("paymentId", "text", (c) =>
      c.notNull().references("account_payments.id").onDelete("cascade"),
    )
    .addColumn("orderId", "text", (c) => c.notNull().references("orders.id"))
    .addColumn("amount", money, (c) => c.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint("payment_allocations_key", ["paymentId", "orderId"])
    .execute();
  await db.schema
    .createIndex("payment_allocations_by_order")
    .on("payment_allocations")
    .column("orderId")
    .execute();
  // Reminder 0 when the invoice falls overdue, reminder n a week after reminder n - 1.
  await db.schema
    .createTable("invoice_reminders")
    .addColumn("orderId", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("reminder", "integer", (c) => c.notNull().check(sql`reminder >= 0`))
    .addColumn("sentAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_reminders_key", ["orderId", "reminder"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["invoice_reminders", "payment_allocations", "account_payments"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("orders_on_account").execute();
  // Refused (the check fails) while an order on account exists: it has no card's shape.
  await setPaidStateCheck(db, CARD_OR_ACCOUNT, CARD_ONLY);
  await db.schema.alterTable("orders").dropColumn("invoiceDueDate").execute();
  await db.schema.alterTable("orders").dropColumn("paymentMethod").execute();
}
