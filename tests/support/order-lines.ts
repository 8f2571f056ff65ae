import type { Kysely } from "kysely";
import { orderLineRows, summaryOfLines, type LineSnapshot } from "#db/order-line-rows.ts";
import type { DB } from "#db/types.ts";

/**
 * The one line of an order a test writes straight to the database, as the shop writes every
 * order with its lines. Takes the database, so end-to-end tests use it on the shop's file too.
 */
export async function insertLineOf(db: Kysely<DB>, order: LineSnapshot & { id: string }) {
  await insertLinesOf(db, order.id, [order]);
}

/** An order's lines, in the order given (their positions). */
export async function insertLinesOf(db: Kysely<DB>, orderId: string, lines: LineSnapshot[]) {
  await db.insertInto("order_lines").values(orderLineRows(orderId, lines)).execute();
}

/**
 * What an order's header says of its lines, as the shop writes it: the spec's one-tool fields
 * summarising them, the subtotal, and the amount with shipping and tax on top.
 */
export function headerOfLines(lines: LineSnapshot[], { shipping = 0, tax = 0 } = {}) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.qyt, 0);
  return { ...summaryOfLines(lines), subtotal, shipping, tax, amount: subtotal + shipping + tax };
}
