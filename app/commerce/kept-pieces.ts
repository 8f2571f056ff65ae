import { priceAt, type PriceBreak } from "./ladder";
import { lineAmount } from "./lines";

// Pieces given back of a line bought at a volume price (issue 45): the pieces the customer keeps
// cost what that quantity would have cost them, on the ladder the line kept from when it was
// placed (never today's catalogue). Buy 50 at the 50-piece price, give 40 back: the 10 kept are
// re-priced at the 10-piece price, and the refund is what the line was paid less what the 10
// kept now cost. Shared by the refunds (which alone decide) and the pages that explain them.

/** A line of an order as a refund weighs it. */
export interface LineToGiveBack {
  /** The pieces ordered, their unit price and amount (cents) as placed. */
  qyt: number;
  price: number;
  amount: number;
  /** What promotions took off the line (cents, issue 49): it was paid `amount - discount`. */
  discount: number;
  /** The buyer's ladder when the order was placed; null: the line is never re-priced. */
  steps: readonly PriceBreak[] | null;
  /** Pieces not yet given back, and the goods cents given back of the line so far. */
  left: number;
  refundedGoods: number;
}

/** What giving pieces of a line back gives back of its goods (cents), and what it re-prices. */
export interface GoodsBack {
  amount: number;
  /** The unit price the pieces stood at before: the order's, or an earlier refund's re-price. */
  price: number;
  /** Set when the pieces kept cost more now: how many are kept, at what unit price. */
  kept: { qyt: number; price: number } | null;
}

/**
 * Giving `qyt` of the pieces left of `line` back. The pieces left are paid `amount - discount -
 * refundedGoods`; after this the `left - qyt` kept cost their own quantity's rung (with the
 * line's discount, in the same proportion; never less than the order's unit price), and the
 * refund is the difference: in any number of refunds, what the line was paid less what its
 * kept pieces cost. A line without a ladder gives back what a piece was paid, as it always did
 * (its unit price, less its share of a discount). The amount may come to nothing (the kept
 * pieces cost all that was paid): the caller refuses that, so no line is ever given back for
 * less than zero.
 */
export function goodsGivenBack(line: LineToGiveBack, qyt: number): GoodsBack {
  const paid = line.amount - line.discount;
  const paidForLeft = paid - line.refundedGoods;
  // What the pieces left stand at: every refund leaves the kept pieces at one unit price.
  const price = line.left > 0 ? Math.round(paidForLeft / line.left) : line.price;
  const keptQyt = line.left - qyt;
  if (!line.steps || keptQyt <= 0)
    return {
      amount:
        line.steps || keptQyt <= 0
          ? paidForLeft
          : line.discount
            ? Math.round((paidForLeft * qyt) / line.left)
            : lineAmount({ price: line.price, qyt }),
      price,
      kept: null,
    };
  const rung = priceAt({ steps: line.steps }, keptQyt).price;
  // The discount kept its share of every piece: the kept pieces' rung is discounted alike.
  const keptRung = line.discount && line.amount ? Math.round((rung * paid) / line.amount) : rung;
  const keptPrice = Math.max(keptRung, price);
  return {
    amount: Math.max(paidForLeft - lineAmount({ price: keptPrice, qyt: keptQyt }), 0),
    price,
    kept: keptPrice > price ? { qyt: keptQyt, price: keptPrice } : null,
  };
}
