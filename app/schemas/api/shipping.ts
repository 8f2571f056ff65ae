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
