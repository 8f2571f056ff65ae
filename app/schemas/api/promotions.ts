import { z } from "zod";
import { PROMOTION_KINDS } from "../promotion";
import { dollarsJson, idJson, timestampJson } from "./common";

// ---- Promotions (issue 49) ----
export const promotionJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  code: z.string().nullable().describe("What buyers type, in capitals; null: applies by itself"),
  kind: z.enum(PROMOTION_KINDS),
  value: z
    .number()
    .nullable()
    .describe("Percent off (10 for 10%) or US dollars off; null for free shipping"),
  categories: z
    .array(z.string())
    .describe("The categories it covers, by slug (and their subcategories)"),
  tools: z
    .array(idJson)
    .describe("The tools it covers; with no categories either: the whole order"),
  minSubtotal: dollarsJson.nullable().describe("The buyer's subtotal it needs at least"),
  startsAt: timestampJson.nullable(),
  endsAt: timestampJson.nullable().describe("When it stops (not included)"),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean().describe("Paused promotions apply to nobody"),
  uses: z.number().int().describe("Orders placed with it, less those that ended unpaid"),
  discountGiven: dollarsJson.describe("What it has taken off those orders, US dollars"),
});
export type PromotionJson = z.infer<typeof promotionJsonSchema>;
