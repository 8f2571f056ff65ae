import { z } from "zod";
import { dollarsToCents } from "#app/utils/money.ts";
import { MAX_DAYS_IN_TRANSIT } from "./field-hints";
import { dollarAmount, requiredText, wholeNumber } from "./fields";

export const MAX_SHIPPING_DOLLARS = 10_000;

/** What an admin writes of a shipping method, in dollars (the model keeps cents). */
export const shippingMethodSchema = z.object({
  name: requiredText(60),
  price: dollarAmount(0, MAX_SHIPPING_DOLLARS),
  /** Free for goods above this subtotal; left out, the method always costs its price. */
  freeAbove: dollarAmount(0, 1_000_000).optional(),
  /** Business days (Monday to Friday) from the day it is ordered to the day it arrives. */
  daysInTransit: wholeNumber(0, MAX_DAYS_IN_TRANSIT),
});

/** A checked method in the cents the database keeps; no threshold is null (always charged). */
export function shippingMethodCents(method: z.output<typeof shippingMethodSchema>) {
  return {
    name: method.name,
    price: dollarsToCents(method.price),
    freeAbove: method.freeAbove === undefined ? null : dollarsToCents(method.freeAbove),
    daysInTransit: method.daysInTransit,
  };
}
