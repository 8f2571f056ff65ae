import { z } from "zod";
import { dollarsJson, idJson, promotionsJsonSchema } from "./common";

// ---- The cart (issue 37) ----
export const cartJsonSchema = z.object({
  lines: z.array(
    z.object({
      toolId: idJson,
      name: z.string().describe("The tool's name today"),
      sku: z.string().nullable().describe("The tool's part number"),
      qyt: z.number().int(),
      price: dollarsJson.describe("Today's price per piece, US dollars"),
      amount: dollarsJson.describe("price × qyt, US dollars"),
      minimum_qyt: z.number().int().describe("The tool's minimum order today"),
      available_qyt: z.number().int().describe("The tool's stock today"),
      removed: z.boolean().describe("The tool left the catalogue: the line cannot be ordered"),
      problem: z
        .string()
        .nullable()
        .describe("What stands in the line's way (the spec's quantity messages), or null"),
      priceWas: dollarsJson
        .nullable()
        .describe("The price per piece when the line was put in, when today's differs; else null"),
      // Trade prices (issue 40).
      priceSource: z
        .enum(["list", "break", "group"])
        .describe(
          "Where `price` comes from: the list price, a volume break, or the owner's price group",
        ),
      listPrice: dollarsJson.describe("The catalogue's price per piece today, US dollars"),
    }),
  ),
  subtotal: dollarsJson.describe("The lines that can be ordered, at today's prices, US dollars"),
  // Promotions (issue 49).
  code: z.string().nullable().describe("The discount code entered on the cart, or null"),
  codeProblem: z
    .string()
    .nullable()
    .describe("Why the code entered does not apply to the cart as it is now, or null"),
  discount: dollarsJson.describe(
    "What promotions take off (the code's, or the offers that apply by themselves), US dollars",
  ),
  promotions: promotionsJsonSchema,
  total: dollarsJson.describe("subtotal - discount, before shipping and sales tax, US dollars"),
});
