import { z } from "zod";
import { discountPercent } from "../price-group";
import { idJson } from "./common";

// ---- Price groups (issue 40) ----

const discountPercentJson = z
  .number()
  .describe("Percent off the list price, up to two decimals (15 is 15%)");

/** GET /api/price-groups: a group, its own discounts per category, and how many customers. */
export const priceGroupJsonSchema = z.object({
  _id: idJson,
  name: z.string().describe("What PUT /api/users/{email} takes as `priceGroup`, as does `_id`"),
  discount: discountPercentJson,
  categories: z
    .array(
      z.object({
        category: z.string().describe("The category's slug"),
        discount: discountPercentJson,
      }),
    )
    .describe(
      "The group's own discount on a category, over its `discount`; a subcategory's wins over its top category's",
    ),
  members: z.number().int().describe("Customers in the group"),
});
export type PriceGroupJson = z.infer<typeof priceGroupJsonSchema>;

/** POST /api/price-groups and PUT /api/price-groups/{id} (issue 50): a group as admins write it. */
export const priceGroupRequestSchema = z.object({
  name: z.string().trim().min(1).max(60),
  discount: discountPercent,
  categories: z
    .array(z.object({ category: z.string().max(60), discount: discountPercent }))
    .max(500)
    .default([])
    .describe("A category's own discount (by slug), over `discount`; left out: none"),
});
