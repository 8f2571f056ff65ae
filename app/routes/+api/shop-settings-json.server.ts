import type { ShippingMethod } from "#app/models/shipping-method.server.ts";
import type { TaxRate } from "#app/models/tax-rate.server.ts";
import type { ShippingMethodJson, TaxRateJson } from "#app/schemas/api/shipping.ts";
import { centsToDollars, rateBpToPercent } from "#app/utils/money.ts";

// Shipping methods and tax rates as the API answers their writes (issue 50) and webhooks send.

export const shippingMethodJson = (method: ShippingMethod): ShippingMethodJson => ({
  _id: method.id,
  name: method.name,
  price: centsToDollars(method.price),
  freeAbove: method.freeAbove === null ? null : centsToDollars(method.freeAbove),
  daysInTransit: method.daysInTransit,
});

export const taxRateJson = (rate: TaxRate): TaxRateJson => ({
  state: rate.state,
  rate: rateBpToPercent(rate.rateBp),
  taxShipping: rate.taxShipping === 1,
});
