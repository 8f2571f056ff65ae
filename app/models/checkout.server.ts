import {
  chargedTaxRule,
  discountSummary,
  type DiscountSummary,
  type TaxExemption,
} from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { cartTotals, type CartOffered, type PricedCart } from "./cart-offers.server";
import { getShippingMethod } from "./shipping-method.server";
import { exemptionFor } from "./tax-exemption.server";
import { getTaxRate, taxRuleOf } from "./tax-rate.server";

/** What the checkout shows before the order is placed: the totals for the choices so far. */
export interface CheckoutTotals {
  subtotal: number;
  /** The cart's promotions: the code entered, each promotion applied, what they take off. */
  discount: DiscountSummary;
  /** The chosen method's price for this cart; null until a method is chosen. */
  shipping: number | null;
  /**
   * The state the tax is for, its amount, and the certificate that exempts the order from it
   * (issue 48); null until an address (its state) is known.
   */
  tax: { state: string; amount: number; exemption: TaxExemption | null } | null;
  /** subtotal - discount + shipping + tax, once both are known. */
  amount: number | null;
}

/**
 * The checkout's totals on the server, for the cart and its promotions and the choices so far
 * (the state of the chosen or typed address, the shipping method): the same reckoning the order
 * is placed with (cartTotals, as placing's), and the same certificate placing would find for the
 * buyer's company, so what the page shows is what the order charges.
 */
export async function checkoutTotals(
  cart: PricedCart & { code: string | null },
  offered: CartOffered,
  choices: { customerId: string; state: string | null; shippingMethodId: string | null },
): Promise<CheckoutTotals> {
  const [method, rate, found] = await Promise.all([
    choices.shippingMethodId ? getShippingMethod(choices.shippingMethodId) : undefined,
    choices.state ? getTaxRate(choices.state) : undefined,
    choices.state ? exemptionFor(choices.customerId, choices.state, shopToday()) : null,
  ]);
  const exemption = found && { number: found.number, state: found.state };
  const { totals, discount } = cartTotals(
    cart,
    offered,
    method ?? null,
    chargedTaxRule(taxRuleOf(rate), exemption),
  );
  const tax = choices.state ? { state: choices.state, amount: totals.tax, exemption } : null;
  return {
    subtotal: totals.subtotal,
    discount: discountSummary(cart.code, discount),
    shipping: method ? totals.shipping : null,
    tax,
    amount: method && tax ? totals.amount : null,
  };
}
