import type { Kysely } from "kysely";
import { engineOf } from "#db/engine.ts";

// Every column of cents becomes a 64-bit integer on PostgreSQL (issue 45). Its `integer` holds 4
// bytes, up to $21,474,836.47: an order above that was a 500 there while SQLite, whose INTEGER
// takes up to 8 bytes, kept it. The shop caps an order at MAX_ORDER_CENTS, far below either
// limit; bigint keeps the two engines alike whatever that cap becomes. The types change in
// place (each table rewritten once, its rows, checks and indexes kept). Undone, a value past the
// 4-byte range stops the undo with PostgreSQL's "integer out of range", keeping every row.
// node-postgres would hand bigint over as text: db/connection.ts reads it as a number.

/** The cents columns, per table: prices, amounts, totals, refunds, charges, thresholds. */
export const MONEY_COLUMNS: Record<string, string[]> = {
  tools: ["price"],
  tool_price_breaks: ["price"],
  cart_lines: ["seenPrice"],
  orders: ["price", "amount", "subtotal", "shipping", "tax", "refunded"],
  order_lines: ["price", "amount"],
  quote_lines: ["listPrice", "price"],
  refunds: ["amount"],
  refund_lines: ["amount"],
  sandbox_charges: ["amount", "refunded"],
  sandbox_refunds: ["amount"],
  shipping_methods: ["price", "freeAbove"],
};

async function setMoneyType(db: Kysely<unknown>, type: "bigint" | "integer") {
  // SQLite's INTEGER is already 8 bytes: nothing to change there.
  if (engineOf(db) !== "postgres") return;
  for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
    // One statement per table: it is rewritten once, whatever the number of its columns.
    const [first, ...rest] = columns;
    let alter = db.schema.alterTable(table).alterColumn(first!, (c) => c.setDataType(type));
    for (const column of rest) alter = alter.alterColumn(column, (c) => c.setDataType(type));
    await alter.execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setMoneyType(db, "bigint");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setMoneyType(db, "integer");
}
