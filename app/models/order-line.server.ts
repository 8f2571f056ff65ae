import type { Kysely, Selectable, Transaction } from "kysely";
import { orderLineRows, type LineSnapshot } from "#db/order-line-rows.ts";
import type { DB, OrderLines, Orders } from "#db/types.ts";
import { db } from "#app/db.server.ts";
import { announceTools, fellUnderThreshold } from "./tool-events.server";

// An order's row and its lines, as the schema types them: here, below both the order model and
// the mails it queues, so neither imports the other for a type.
export type Order = Selectable<Orders>;
export type OrderLine = Selectable<OrderLines>;
/** An order and what it is made of: every order has at least one line. */
export type OrderWithLines = Order & { lines: OrderLine[] };

export type { LineSnapshot };

/** Writes an order's lines in the order given (their position). */
export async function insertOrderLines(
  trx: Transaction<DB>,
  orderId: string,
  lines: LineSnapshot[],
): Promise<OrderLine[]> {
  return trx
    .insertInto("order_lines")
    .values(orderLineRows(orderId, lines))
    .returningAll()
    .execute();
}

/**
 * Takes each line's quantity from its tool's stock, with the conditional update every order
 * uses (`available_qyt >= qyt`), tool id ascending: two orders that share tools lock their rows
 * in the same order, so on PostgreSQL neither can wait for the other in a cycle. Returns the
 * first line that could not be had (the caller rolls the transaction back), or null. A tool
 * whose stock this takes under its threshold is announced (tool.low_stock, issue 50).
 */
export async function reserveStock<Line extends Pick<LineSnapshot, "toolId" | "qyt">>(
  trx: Transaction<DB>,
  lines: Line[],
): Promise<Line | null> {
  const byTool = [...lines].sort((a, b) =>
    a.toolId < b.toolId ? -1 : a.toolId > b.toolId ? 1 : 0,
  );
  const fallen: string[] = [];
  for (const line of byTool) {
    const reserved = await trx
      .updateTable("tools")
      .set((eb) => ({ available_qyt: eb("available_qyt", "-", line.qyt) }))
      .where("id", "=", line.toolId)
      .where("available_qyt", ">=", line.qyt)
      .returning(["available_qyt", "lowStockThreshold"])
      .executeTakeFirst();
    if (!reserved) return line;
    const before = { ...reserved, available_qyt: reserved.available_qyt + line.qyt };
    if (fellUnderThreshold(before, reserved)) fallen.push(line.toolId);
  }
  await announceTools(trx, "tool.low_stock", fallen);
  return null;
}

/** Gives every line's stock of an order back (an unpaid order that ended), tool id ascending. */
export async function restoreStock(trx: Transaction<DB>, orderId: string): Promise<void> {
  const lines = await trx
    .selectFrom("order_lines")
    .select(["toolId", "qyt"])
    .where("orderId", "=", orderId)
    .orderBy("toolId")
    .execute();
  await putBackStock(trx, lines);
}

/**
 * Puts pieces back on sale (an order that ended, goods given back), in the order given: callers
 * pass them tool id ascending, the order `reserveStock` locks tools in.
 */
export async function putBackStock(
  trx: Transaction<DB>,
  lines: Pick<LineSnapshot, "toolId" | "qyt">[],
): Promise<void> {
  for (const line of lines)
    await trx
      .updateTable("tools")
      .set((eb) => ({ available_qyt: eb("available_qyt", "+", line.qyt) }))
      .where("id", "=", line.toolId)
      .execute();
}

/** An order's lines in their positions, in the caller's transaction (for its mails) or not. */
export function linesIn(trx: Kysely<DB>, orderId: string): Promise<OrderLine[]> {
  return trx
    .selectFrom("order_lines")
    .selectAll()
    .where("orderId", "=", orderId)
    .orderBy("position")
    .execute();
}

/** Ids per query: well under either engine's limit of bound parameters. */
const IDS_PER_QUERY = 500;

/** The lines of each of these orders, in their positions. */
async function linesOf(orderIds: string[]): Promise<Map<string, OrderLine[]>> {
  const lines = new Map<string, OrderLine[]>(orderIds.map((id) => [id, []]));
  for (let start = 0; start < orderIds.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom("order_lines")
      .selectAll()
      .where("orderId", "in", orderIds.slice(start, start + IDS_PER_QUERY))
      .orderBy("orderId")
      .orderBy("position")
      .execute();
    for (const row of rows) lines.get(row.orderId)?.push(row);
  }
  return lines;
}

/** Orders with their lines beside them (one query per 500 orders, not one per order). */
export async function withLines<Order extends { id: string }>(
  orders: Order[],
): Promise<(Order & { lines: OrderLine[] })[]> {
  if (!orders.length) return [];
  const lines = await linesOf(orders.map((order) => order.id));
  return orders.map((order) => ({ ...order, lines: lines.get(order.id) ?? [] }));
}
