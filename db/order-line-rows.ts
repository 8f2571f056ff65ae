import type { Insertable } from "kysely";
// The commerce core's line arithmetic: a leaf module without SQL, so db/ can use it.
import { lineAmount } from "#app/commerce/lines.ts";
import { newId } from "./id";
import type { OrderLines } from "./types";

/**
 * What a line is made from: the tool, its name, part number and unit price when ordered, the
 * quantity.
 */
export type LineSnapshot = Pick<
  Insertable<OrderLines>,
  "toolId" | "name" | "sku" | "qyt" | "price"
>;

/** The rows of an order's lines, in the order given (their position), each amount price × qyt. */
export function orderLineRows(orderId: string, lines: LineSnapshot[]): Insertable<OrderLines>[] {
  return lines.map(({ toolId, name, sku, qyt, price }, position) => ({
    id: newId(),
    orderId,
    toolId,
    name,
    sku: sku ?? null,
    qyt,
    price,
    amount: lineAmount({ price, qyt }),
    position,
  }));
}

/**
 * The spec's one-tool fields of an order of several lines: the first line's tool and unit price,
 * every piece counted, and a name that says there is more ("Cordless drill and 2 more tools").
 */
export function summaryOfLines(lines: LineSnapshot[]) {
  const [first, ...more] = lines;
  if (!first) throw new Error("An order has at least one line");
  return {
    toolId: first.toolId,
    price: first.price,
    qyt: lines.reduce((pieces, line) => pieces + line.qyt, 0),
    name: more.length
      ? `${first.name} and ${more.length} more tool${more.length > 1 ? "s" : ""}`
      : first.name,
  };
}
