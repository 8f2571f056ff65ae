import { z } from "zod";
import { importProblemSchema, MAX_PROBLEMS_KEPT } from "../tool-import";
import { formatCount } from "#app/utils/text.ts";
import { dollarsJson, idJson, pageFields } from "./common";

export const toolJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  img: z.string().describe("Path of the tool's picture on this shop"),
  description: z.string(),
  price: dollarsJson,
  minimum_qyt: z.number().int(),
  available_qyt: z.number().int(),
  sku: z.string().nullable().describe("The tool's part number, upper case (issue 39)"),
  category: z.string().nullable().describe("The slug of the tool's category, or null (issue 50)"),
  lowStockThreshold: z
    .number()
    .int()
    .nullable()
    .describe(
      "The stock under which the shop announces `tool.low_stock` (issue 50), or null for none",
    ),
  listPrice: dollarsJson
    .optional()
    .describe(
      "Only in a price group member's own answer, when `price` is their group's: the list price everyone else pays (issue 40)",
    ),
});
export type ToolJson = z.infer<typeof toolJsonSchema>;

// GET /api/tools/{id} also names the tool's variants (issue 39): the tools of its family.
export const variantJsonSchema = z.object({
  _id: idJson,
  name: z.string(),
  attributes: z
    .record(z.string())
    .describe(
      "The variant's values of the attributes that differ across its family, by attribute key (`voltage`: `36 V`, `battery-included`: `yes`)",
    ),
});
export type VariantJson = z.infer<typeof variantJsonSchema>;

export const toolPageJsonSchema = z.object({ tools: z.array(toolJsonSchema), ...pageFields });

// ---- Categories and specifications (issue 39) ----

/**
 * GET /api/tools/{id} and PUT's answer: the spec's tool with its category, values and variants.
 */
export const toolDetailJsonSchema = toolJsonSchema.extend({
  variants: z
    .array(variantJsonSchema)
    .describe(
      "Every tool of its family on sale, this one included, cheapest first; empty when the tool is in no family",
    ),
  attributes: z
    .record(z.string())
    .describe(
      'The tool\'s specification values by attribute key: a choice\'s option, a number as decimal text ("1.5"), "yes" or "no"',
    ),
  // Trade prices (issue 40): priced for the caller.
  price: dollarsJson.describe(
    "What one piece costs the caller, US dollars: the list price, or a price group member's own",
  ),
  listPrice: dollarsJson.describe("The catalogue's price per piece, US dollars"),
  priceBreaks: z
    .array(
      z.object({
        minQyt: z.number().int().describe("From this many pieces up (to the next rung)"),
        price: dollarsJson.describe("The unit price, US dollars"),
      }),
    )
    .describe(
      "The caller's volume prices above one piece, ascending: the tool's breaks, or for a price group member the lower of each break and their group price",
    ),
  priceGroup: z.string().nullable().describe("The caller's price group, or null"),
  pictures: z
    .array(z.object({ url: z.string(), alt: z.string() }))
    .describe("Its pictures in order, each with what it shows; the first is `img` (issue 50)"),
});

// ---- Bulk import of tools (issue 39) ----

/** 200 and 422 of POST /api/tools/import: what the file does (or would do), or why not. */
export const toolImportJsonSchema = z.object({
  created: z.number().int().describe("Tools added (0 when the file has a problem)"),
  updated: z.number().int().describe("Tools the file changes"),
  unchanged: z.number().int().describe("Rows naming a tool that is already as they say"),
  stockChanged: z.number().int().describe("Updated tools whose stock the file sets"),
  problems: z
    .array(importProblemSchema)
    .describe(
      `Every problem of every row and column, by row (the first ${formatCount(MAX_PROBLEMS_KEPT)})`,
    ),
  problemCount: z.number().int().describe("All problems, listed or not"),
  errors: z
    .array(z.object({ line: z.number().int(), column: z.string(), message: z.string() }))
    .describe(
      "Deprecated: `problems` as issue 39 named them (`line` is `row`, `message` is `problem`)",
    ),
  errorCount: z.number().int().describe("Deprecated: `problemCount`"),
  dryRun: z.boolean().describe("Only checked: nothing was written"),
});
