import { checkoutTexts } from "#app/messages.ts";
import { formatDollars, taxCents } from "#app/utils/money.ts";

// An order's lines and totals (the commerce core): one amount per line, one totals function, in
// integer cents. Nothing else in the shop multiplies a unit price by a quantity.

/** What a line's amount is made of: a unit price in cents and a quantity. */
export interface PricedQuantity {
  price: number;
  qyt: number;
}

/** A line's amount in cents: its unit price times its quantity, as the spec's order has it. */
export const lineAmount = (line: PricedQuantity): number => line.price * line.qyt;

/** The goods of these lines in cents: the sum of their amounts. */
export const subtotalOf = (lines: readonly PricedQuantity[]): number =>
  lines.reduce((sum, line) => sum + lineAmount(line), 0);

/**
 * The most one order can come to, shipping and tax included: $10,000,000.00, in cents. Far above
 * any order the shop sees, far below what the money columns hold (bigint on PostgreSQL, since
 * migration 0019) and what a JavaScript number keeps exact (2^53). An order, a cart's line, a
 * quote and a refund above it are refused with ORDER_TOO_LARGE, on both engines alike.
 */
export const MAX_ORDER_CENTS = 1_000_000_000;

/** Why an order, a cart's line or a quote over MAX_ORDER_CENTS is refused. */
export const ORDER_TOO_LARGE = checkoutTexts.orderTooLarge(formatDollars(MAX_ORDER_CENTS));

export const isOverOrderMaximum = (cents: number) => cents > MAX_ORDER_CENTS;

/** What a shipping method costs: its price, or nothing once the goods are above its threshold. */
export interface ShippingPrice {
  price: number;
  freeAbove: number | null;
}

/**
 * A shipping method's price for goods of `subtotal` cents: free when the subtotal is above the
 * method's threshold ("free over $500": $500.00 itself still pays), else its price.
 */
export function shippingCents(method: ShippingPrice, subtotal: number): number {
  return method.freeAbove !== null && subtotal > method.freeAbove ? 0 : method.price;
}

/**
 * What an order's shipping is priced by: a quote's freight charge (cents), when it has one,
 * replaces the chosen method's price for that order, and is never free above a threshold; it is
 * shipping all the same, taxed where the state taxes shipping. Without freight, the method.
 */
export function shippingPriceOf(
  method: ShippingPrice | null,
  freight: number | null | undefined,
): ShippingPrice | null {
  return freight === null || freight === undefined ? method : { price: freight, freeAbove: null };
}

/** A state's sales tax: its rate in hundredths of a percent, and whether shipping is taxed. */
export interface TaxRule {
  rateBp: number;
  taxShipping: boolean;
}

/**
 * A resale certificate that exempts an order from its state's sales tax (issue 48): a company's
 * certificate, verified by the shop, unexpired on the day of placing, for the state the order
 * ships to. The order keeps its number and state, and its invoice names them.
 */
export interface TaxExemption {
  number: string;
  state: string;
}

/**
 * The rule an order is charged by: its state's, unless a certificate exempts it (then none, so
 * orderTotals taxes nothing). Every reckoning of an order's totals asks here first.
 */
export const chargedTaxRule = (
  rule: TaxRule | null,
  exemption: TaxExemption | null | undefined,
): TaxRule | null => (exemption ? null : rule);

export interface OrderTotals {
  subtotal: number;
  /** What promotions take off the goods and the shipping together (issue 49). */
  discount: number;
  shipping: number;
  tax: number;
  /** What the customer pays: subtotal - discount + shipping + tax. */
  amount: number;
}

/** Cents a discount takes off the goods and off the shipping (app/commerce/promotions.ts). */
export interface Reduction {
  goods: number;
  shipping: number;
}

/**
 * An order's totals in cents, on the server only: shipping by the method, less what promotions
 * take off the goods and the shipping, then tax once on the order, on the discounted amounts
 * (see taxCents for the rounding rule). No tax rule (a state the shop does not collect for) is
 * no tax; an order a resale certificate exempts is given no rule (chargedTaxRule, issue 48).
 */
export function orderTotals(
  subtotal: number,
  method: ShippingPrice | null,
  rule: TaxRule | null,
  off: Reduction = { goods: 0, shipping: 0 },
): OrderTotals {
  const shipping = method ? shippingCents(method, subtotal) : 0;
  const goods = subtotal - Math.min(off.goods, subtotal);
  const shipped = shipping - Math.min(off.shipping, shipping);
  const base = rule?.taxShipping ? goods + shipped : goods;
  const tax = rule ? taxCents(base, rule.rateBp) : 0;
  return {
    subtotal,
    discount: subtotal - goods + (shipping - shipped),
    shipping,
    tax,
    amount: goods + shipped + tax,
  };
}
