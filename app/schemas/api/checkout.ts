import { z } from "zod";
import { apiErrorSchema, dollarsJson } from "./common";

/** Today's totals of a checkout whose `expectedTotal` was another (issue 45), in dollars. */
const todaysTotals = z.object({
  subtotal: dollarsJson.describe("With `expectedTotal`, when the total changed: the lines today"),
  shipping: dollarsJson.describe("With `expectedTotal`, when the total changed: shipping today"),
  tax: dollarsJson.describe("With `expectedTotal`, when the total changed: sales tax today"),
  total: dollarsJson.describe("With `expectedTotal`, when the total changed: the total today"),
});
export type PricesChangedJson = z.infer<typeof apiErrorSchema> & z.infer<typeof todaysTotals>;

/**
 * 409 of POST /api/checkout (and of accepting a quote): the line that cannot be had, named; or,
 * when the total is not the `expectedTotal` sent, today's totals.
 */
export const checkoutRefusalJsonSchema = apiErrorSchema.merge(todaysTotals.partial());
