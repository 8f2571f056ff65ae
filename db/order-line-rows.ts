import type { Insertable } from "kysely";
import { newId } from "./id";
import type { OrderLines } from "./types";

/** What a line is made from: the tool, its name and unit price when ordered, the quantity. */
export type LineSnapshot = Pick<Insertable<OrderLines>, "toolId" | "name" | "qyt" | "price">;

/** The rows of an order's lines, in the order given (their position), each amount price × qyt. */
export function orderLineRows(orderId: string, lines: LineSnapshot[]): Insertable<OrderLines>[] {
  return lines.map(({ toolId, name, qyt, price }, position) => ({
    id: newId(),
    orderId,
    toolId,
    name,
    qyt,
    price,
    amount: price * qyt,
    position,
  }));
}
