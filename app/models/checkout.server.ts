import { orderTotals, type TaxExemption } from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { getShippingMethod } from "./shipping-method.server";
import { exemptionFor } from "./tax-exemption.server";
import { getTaxRate, taxRuleOf } from "./tax-rate.server";

/** What the checkout shows before the order is placed: the totals for the choices so far. */
export interface CheckoutTotals {
  subtotal: number;
  /** The chosen method's price for this cart; null until a method is chosen. */
  shipping: number | null;
  /**
   * The state the tax is for, its amount, and the certificate that exempts the order from it
   * (issue 48); null until an address (its state) is known.
   */
  tax: { state: string; amount: number; exemption: TaxExemption | null } | null;
  /** subtotal + shipping + tax, once both are known. */
  amount: number | null;
}

/**
 * The checkout's totals on the server, for the cart's subtotal and the choices so far (the
 * state of the chosen or typed address, the shipping method): the same orderTotals the order
 * is placed with, and the same certificate placing would find for the buyer's company, so what
 * the page shows is what the order charges.
 */
export async function checkoutTotals(
  subtotal: number,
  choices: { customerId: string; state: string | null; shippingMethodId: string | null },
): Promise<CheckoutTotals> {
  const [method, rate, found] = await Promise.all([
    choices.shippingMethodId ? getShippingMethod(choices.shippingMethodId) : undefined,
    choices.state ? getTaxRate(choices.state) : undefined,
    choices.state ? exemptionFor(choices.customerId, choices.state, shopToday()) : null,
  ]);
  const exemption = found && { number: found.number, state: found.state };
  const totals = orderTotals(subtotal, method ?? null, taxRuleOf(rate), exemption);
  const tax = choices.state ? { state: choices.state, amount: totals.tax, exemption } : null;
  return {
    subtotal,
    shipping: method ? totals.shipping : null,
    tax,
    amount: method && tax ? totals.amount : null,
  };
}
