import { sql, type Kysely } from "kysely";

// Issue 46: every index on `orders` is one more page each order writes in its commit, and the
// commit was the largest part of placing an order on SQLite (about 130 µs of 350 in-process).
// - The unique keys of a submit (`requestId`, `checkoutKey`) and the invoice number are empty
//   when an order is placed: a form's order has no checkout key, a checkout none of the form's
//   request id, and no order has its invoice before it is paid. Their indexes keep only the
//   rows that have one (partial indexes, on both engines): the same rule, as empty keys never
//   clash, and every query by them names a value, which the engines know excludes NULL.
// - `orders_tool` indexed the first line's tool for the foreign key's check when a tool row is
//   deleted, and nothing deletes one (a tool leaves the catalogue with `deletedAt`); no query
//   reads orders by it (order_lines carries every line's tool).
// In-process, 3,000 orders of one tool: commit 150 to 125 µs, SQLite's time an order 225 to 182.

const PARTIAL_UNIQUE = [
  { name: "orders_user_request", columns: ["userId", "requestId"] },
  { name: "orders_user_checkout", columns: ["userId", "checkoutKey"] },
  { name: "orders_invoice_number", columns: ["invoiceNumber"] },
] as const;

async function makeUnique(
  db: Kysely<unknown>,
  { name, columns }: (typeof PARTIAL_UNIQUE)[number],
  onlyWithKey: boolean,
) {
  await db.schema.dropIndex(name).execute();
  let index = db.schema
    .createIndex(name)
    .on("orders")
    .columns([...columns])
    .unique();
  if (onlyWithKey) index = index.where(sql.ref(columns.at(-1)!), "is not", null);
  await index.execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of PARTIAL_UNIQUE) await makeUnique(db, index, true);
  await db.schema.dropIndex("orders_tool").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("orders_tool").on("orders").column("toolId").execute();
  for (const index of PARTIAL_UNIQUE) await makeUnique(db, index, false);
}
