import type { Kysely } from "kysely";
import { orderLineRows, type LineSnapshot } from "#db/order-line-rows.ts";
import type { DB } from "#db/types.ts";

/**
 * The one line of an order a test writes straight to the database, as the shop writes every
 * order with its lines. Takes the database, so end-to-end tests use it on the shop's file too.
 */
export async function insertLineOf(db: Kysely<DB>, order: LineSnapshot & { id: string }) {
  await db
    .insertInto("order_lines")
    .values(orderLineRows(order.id, [order]))
    .execute();
}
