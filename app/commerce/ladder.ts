import { taxCents } from "#app/utils/money.ts";

// Trade prices (issue 40): what one unit of a tool costs a buyer at a quantity. A tool has its
// list price (tools.price, cents) and may have volume breaks ("10 or more at $139"); a customer
// in a price group has a discount off the list price, the same at every quantity. At each
// quantity the lowest of the two wins. Shared by the server (which alone decides what an order
// costs) and the pages (which show the same ladder and work out a total as the quantity moves).

/** A volume break: from `minQyt` units up, each costs `price` cents. */
export interface PriceBreak {
  minQyt: number;
  price: number;
}

/** A buyer's group discount on one tool: the group's name and its rate in basis points. */
export interface GroupDiscount {
  group: string;
  discountBp: number;
}

/** Where a unit price comes from: the catalogue, a volume break, or the buyer's group. */
export type PriceSource = "list" | "break" | "group";

/** One rung of the ladder: from `minQyt` units up (to the next rung), `price` cents each. */
export interface PriceStep {
  minQyt: number;
  price: number;
  source: PriceSource;
}

/** What a tool costs one buyer: its list price, their group's discount, and the rungs. */
export interface PriceLadder {
  list: number;
  group: GroupDiscount | null;
  /** Ascending by quantity, the first from 1, each cheaper than the one before. */
  steps: PriceStep[];
}

/** A price `discountBp` basis points off `list`, the discount rounded half up to the cent. */
export function discounted(list: number, discountBp: number): number {
  return list - taxCents(list, discountBp);
}

/**
 * The ladder of one tool for one buyer: at quantity 1 and at each break, the lower of the
 * break's price and the group's price (a tie is the break's: everyone's price, no discount to
 * explain). A break no cheaper than the rung below it is no rung: a group price of $126.65
 * makes a "10+ at $139" break pointless for that buyer.
 */
export function priceLadder(
  list: number,
  breaks: readonly PriceBreak[],
  group: GroupDiscount | null,
): PriceLadder {
  const groupPrice = group && group.discountBp > 0 ? discounted(list, group.discountBp) : null;
  const rungs: PriceBreak[] = [{ minQyt: 1, price: list }, ...breaks].sort(
    (a, b) => a.minQyt - b.minQyt,
  );
  const steps: PriceStep[] = [];
  for (const rung of rungs) {
    const own: PriceStep = {
      minQyt: rung.minQyt,
      price: rung.price,
      source: rung.minQyt === 1 ? "list" : "break",
    };
    const step =
      groupPrice !== null && groupPrice < own.price
        ? { minQyt: rung.minQyt, price: groupPrice, source: "group" as const }
        : own;
    const below = steps.at(-1);
    if (!below || step.price < below.price) steps.push(step);
  }
  return { list, group: groupPrice === null ? null : group, steps };
}

/**
 * THE price of one unit at a quantity, for a buyer whose ladder this is: the rung `qyt` falls on
 * (the last whose minimum it reaches), with its price in cents and the rule that set it (list,
 * volume break, price group). Every page, cart, order, quote and API answer prices through here;
 * a ladder an order line kept (its rungs without their sources) is read the same way.
 */
export function priceAt<Step extends PriceBreak>(
  ladder: { steps: readonly Step[] },
  qyt: number,
): Step {
  let found = ladder.steps[0]!;
  for (const step of ladder.steps) if (qyt >= step.minQyt) found = step;
  return found;
}

/** A ladder with no breaks and no group: the list price at every quantity. */
export const listLadder = (list: number): PriceLadder => priceLadder(list, [], null);
