import { z } from "zod";
import { typedText } from "../fields";
import { dollarsJson, idJson } from "./common";

/** `?addressId=` of GET /api/shipping-methods: one of the caller's addresses, if given. */
export const shippingMethodsQuerySchema = z.object({
  addressId: typedText(z.string().max(64)).optional(),
});

export const pricedShippingMethodJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  price: dollarsJson.describe(
    "For the caller's cart as it is now: 0 when free above its threshold",
  ),
  daysInTransit: z
    .number()
    .int()
    .describe("Business days (Monday to Friday) from the day it is ordered to the day it arrives"),
  earliestDelivery: z
    .string()
    .describe(
      "YYYY-MM-DD: the earliest delivery `date` it can keep for an order placed now, counted in business days from the shop's today (in its time zone)",
    ),
});

// ---- Shipping methods and tax rates as admins write them (issue 50) ----

/** A shipping method as it is set, not priced for a cart: the answer of its writes. */
export const shippingMethodJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  price: dollarsJson,
  freeAbove: dollarsJson.nullable().describe("Free for goods above this subtotal; null: never"),
  daysInTransit: z.number().int(),
});
export type ShippingMethodJson = z.infer<typeof shippingMethodJsonSchema>;

export const taxRateJsonSchema = z.object({
  state: z.string().describe("The US state's two-letter code"),
  rate: z.number().describe("Percent, up to two decimals (5.75 is 5.75%)"),
  taxShipping: z.boolean().describe("Whether shipping is taxed too"),
});
export type TaxRateJson = z.infer<typeof taxRateJsonSchema>;
