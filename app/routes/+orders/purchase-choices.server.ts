import { formatAddress, listAddresses, type AddressBook } from "#app/models/address.server.ts";
import { listShippingMethods } from "#app/models/shipping-method.server.ts";
import { listTaxRates, taxRuleOf } from "#app/models/tax-rate.server.ts";
import { earliestDeliveryDay, type PurchaseChoices } from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";

/**
 * What the purchase page offers beside the spec's typed address: the buyer's saved addresses,
 * the shipping methods with the earliest day each delivers, and the sales tax of each saved address's state, so the page prices an
 * order to a saved address as the placing will (purchaseTotals: the core's orderTotals).
 */
export async function purchaseChoices(book: AddressBook): Promise<PurchaseChoices> {
  const [addresses, methods, rates] = await Promise.all([
    listAddresses(book),
    listShippingMethods(),
    listTaxRates(),
  ]);
  const states = new Set(addresses.map((address) => address.state));
  const today = shopToday();
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
  };
}
