import { bookOf, formatAddress, listAddresses } from "#app/models/address.server.ts";
import { listShippingMethods } from "#app/models/shipping-method.server.ts";
import { exemptionsFor } from "#app/models/tax-exemption.server.ts";
import { listTaxRates, taxRuleOf } from "#app/models/tax-rate.server.ts";
import { earliestDeliveryDay, type PurchaseChoices } from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";

/**
 * What the purchase page offers beside the spec's typed address: the buyer's saved addresses,
 * the shipping methods with the earliest day each delivers, and the sales tax of each saved
 * address's state (or the certificate that exempts an order to it), so the page prices an
 * order to a saved address as the placing will (purchaseTotals: the core's orderTotals).
 */
export async function purchaseChoices(user: {
  id: string;
  companyId?: string | null;
}): Promise<PurchaseChoices> {
  const today = shopToday();
  const [addresses, methods, rates, exemptions] = await Promise.all([
    listAddresses(bookOf(user)),
    listShippingMethods(),
    listTaxRates(),
    exemptionsFor(user.id, today),
  ]);
  const states = new Set(addresses.map((address) => address.state));
  return {
    addresses: addresses.map((address) => ({
      id: address.id,
      label: formatAddress(address),
      phone: address.phone,
      state: address.state,
    })),
    methods: methods.map(({ id, name, price, freeAbove, daysInTransit }) => ({
      id,
      name,
      price,
      freeAbove,
      earliestDelivery: earliestDeliveryDay(today, daysInTransit),
    })),
    taxRules: Object.fromEntries(
      rates.filter((rate) => states.has(rate.state)).map((rate) => [rate.state, taxRuleOf(rate)!]),
    ),
    // The certificates of the buyer's company that exempt an order to a saved address's state.
    exemptions: Object.fromEntries(
      Object.entries(exemptions).filter(([state]) => states.has(state)),
    ),
  };
}
