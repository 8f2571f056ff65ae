import { z } from "zod";
import { apiErrorSchema, idJson } from "./common";

/** 409 of POST /api/checkout (and of accepting a quote): the line that cannot be had, named. */
export const checkoutRefusalJsonSchema = apiErrorSchema.extend({
  line: z
    .object({ toolId: idJson, name: z.string(), message: z.string() })
    .optional()
    .describe("The cart's line that stopped the checkout (short of stock, no longer sold, ...)"),
});
