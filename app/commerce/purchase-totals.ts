import {
  chargedTaxRule,
  orderTotals,
  type OrderTotals,
  type ShippingPrice,
  type TaxExemption,
  type TaxRule,
} from "./lines";

/** The purchase page's choices beside the spec's fields (purchase-choices.server.ts). */
export interface PurchaseChoices {
  addresses: { id: string; label: string; phone: string; state: string }[];
  /** Each with the earliest day it delivers an order placed today (earliestDeliveryDay). */
  methods: (ShippingPrice & { id: string; name: string; earliestDelivery: string })[];
  /** The sales tax of each saved address's state that the shop collects for. */
  taxRules: Record<string, TaxRule>;
  /** The buyer's company's certificates that exempt an order placed today, by state (issue 48). */
  exemptions: Record<string, TaxExemption>;
}

/** The saved address and the shipping method chosen, when both are among the choices. */
function chosenOf(choices: PurchaseChoices, addressId: unknown, shippingMethodId: unknown) {
  const address = choices.addresses.find((one) => one.id === addressId);
  const method = choices.methods.find((one) => one.id === shippingMethodId);
  return address && method ? { address, method } : null;
}

/**
 * The earliest delivery day of the delivery chosen: the method's, to a saved address; null for
 * the spec's typed address, which has no method (today is its earliest).
 */
export function purchaseEarliestDelivery(
  choices: PurchaseChoices,
  addressId: unknown,
  shippingMethodId: unknown,
): string | null {
  return chosenOf(choices, addressId, shippingMethodId)?.method.earliestDelivery ?? null;
}

/**
 * The order's totals for goods of `subtotal` cents sent to the saved address `addressId` by the
 * method `shippingMethodId`, by the core's orderTotals, as placing it will charge; null when
 * either is not one of the choices (the spec's typed address has no shipping and no tax). The
 * page's script and its action (without JavaScript) both ask here.
 */
export function purchaseTotals(
  choices: PurchaseChoices,
  subtotal: number,
  addressId: unknown,
  shippingMethodId: unknown,
): (OrderTotals & { state: string; exemption: TaxExemption | null }) | null {
  const chosen = chosenOf(choices, addressId, shippingMethodId);
  if (!chosen) return null;
  const { address, method } = chosen;
  const exemption = choices.exemptions[address.state] ?? null;
  return {
    ...orderTotals(
      subtotal,
      method,
      chargedTaxRule(choices.taxRules[address.state] ?? null, exemption),
    ),
    state: address.state,
    exemption,
  };
}
