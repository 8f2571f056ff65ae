import type { Insertable } from "kysely";
// The commerce core's line arithmetic: a leaf module without SQL, so db/ can use it.
import { lineAmount } from "#app/commerce/lines.ts";
import { newId } from "./id";
import type { OrderLines } from "./types";

/** A rung of a buyer's price ladder as a line keeps it: from `minQyt` pieces up, `price` cents each. */
export interface PriceRung {
  minQyt: number;
  price: number;
}

/**
 * What a line is made from: the tool, its name, part number and unit price when ordered, the
 * quantity, and the buyer's ladder the price was read from (a cart's line and the one-tool
 * order carry theirs; a quote's hand-made price has none).
 */
export type LineSnapshot = Pick<
  Insertable<OrderLines>,
  "toolId" | "name" | "sku" | "qyt" | "price" | "discount"
> & {
  ladder?: { steps: readonly PriceRung[] } | null;
  /** The tool's category when the line was taken (what promotions cover); not kept on the line. */
  categoryId?: string | null;
};

/** A ladder as the line keeps it: its rungs as JSON, or null for a line priced without one. */
const storedSteps = (ladder: LineSnapshot["ladder"]) =>
  ladder?.steps.length
    ? JSON.stringify(ladder.steps.map(({ minQyt, price }) => ({ minQyt, price })))
    : null;

/**
 * A line's kept ladder, or null when it has none (placed before lines kept one, or priced by
 * hand) or what is kept is not a ladder: such a line is never re-priced.
 */
export function priceStepsOf(stored: string | null): PriceRung[] | null {
  if (!stored) return null;
  let steps: unknown;
  try {
    steps = JSON.parse(stored);
  } catch {
    return null;
  }
  const rung = (step: unknown): step is PriceRung =>
    typeof step === "object" &&
    step !== null &&
    Number.isSafeInteger((step as PriceRung).minQyt) &&
    Number.isSafeInteger((step as PriceRung).price);
  return Array.isArray(steps) && steps.length && steps.every(rung) ? steps : null;
}

/** The rows of an order's lines, in the order given (their position), each amount price × qyt. */
export function orderLineRows(orderId: string, lines: LineSnapshot[]): Insertable<OrderLines>[] {
  return lines.map(({ toolId, name, sku, qyt, price, discount, ladder }, position) => ({
    id: newId(),
    orderId,
    toolId,
    name,
    sku: sku ?? null,
    qyt,
    price,
    amount: lineAmount({ price, qyt }),
    // A promotion's share of the line (cents): the line was paid its amount less this.
    discount: discount ?? 0,
    position,
    priceSteps: storedSteps(ladder),
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
