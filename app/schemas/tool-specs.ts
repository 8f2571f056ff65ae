import { z } from "zod";
import { requiredText } from "./fields";
import { MAX_ALT, MAX_PICTURE_ADDRESS, MAX_PICTURES } from "./tool-extras";
import { priceBreaksRequestSchema } from "./price-breaks";
import type { AttributeType } from "#app/utils/spec-values.ts";
import { MAX_SLUG } from "./category";
import { toolSkuRequestSchema } from "./sku";
import { MAX_STOCK } from "./tool";

// A tool's category and specification values as the tool form and the JSON API send them,
// checked against the taxonomy with the rules of `parseSpecValue` (issue 39).

/** What the model writes: the category (none: null) and one canonical value per attribute. */
export interface ToolSpecs {
  categoryId: string | null;
  values: { attributeId: string; value: string }[];
}

export const MAX_SPEC_VALUE = 100;

/** The tool form's field of an attribute's value. */
export const specField = (key: string) => `spec-${key}`;
/** The tool form's category field: a category's slug, or empty for none. */
export const CATEGORY_FIELD = "category";

/** The tool form's choices (see `specFormChoices`): plain data the page renders. */
export interface SpecFormChoices {
  tops: { slug: string; name: string; children: { slug: string; name: string }[] }[];
  attributes: {
    key: string;
    name: string;
    type: AttributeType;
    unit: string | null;
    /** A choice's values, in order. */
    options: string[];
  }[];
  /** Each category's attributes (its parent's, then its own), by key, in order. */
  named: { slug: string; keys: string[] }[];
}

/** A value as JSON may carry it: text, a number, or true/false for yes/no. */
const jsonValue = z.union([
  z.string().max(MAX_SPEC_VALUE),
  z.number().finite().transform(String),
  z.boolean().transform((yes) => (yes ? "yes" : "no")),
]);

/** The API's optional `category` (a slug, or null for none) and `attributes` ({ key: value }). */
export const toolSpecRequestSchema = z.object({
  attributes: z
    .record(z.string().max(MAX_SLUG), jsonValue)
    .refine((values) => Object.keys(values).length <= 100, "Send at most 100 attributes")
    .optional()
    .describe(
      'Values by attribute key: a choice\'s option, a number (or its decimal text), true/false or "yes"/"no". Sent, they replace all the tool\'s values; left out, a tool moved to another category keeps the values that category names',
    ),
  category: z
    .string()
    .max(MAX_SLUG)
    .nullable()
    .optional()
    .describe("A category's slug; null for none; left out, the tool keeps its category"),
});
export type ToolSpecRequest = z.output<typeof toolSpecRequestSchema>;

/** PUT /api/tools/{id}: a tool's part number, category, values and volume breaks, each optional. */
export const toolChangeRequestSchema = toolSpecRequestSchema.merge(toolSkuRequestSchema).extend({
  priceBreaks: priceBreaksRequestSchema.optional(),
  lowStockThreshold: z
    .number()
    .int()
    .min(1)
    .max(MAX_STOCK)
    .nullable()
    .optional()
    .describe(
      "Issue 50: the stock under which webhooks hear `tool.low_stock`; null removes the alert",
    ),
  // Issue 50: the tool's pictures, replaced in this order (the first is its `img`).
  pictures: z
    .array(
      z.object({
        url: z.string().trim().min(1).max(MAX_PICTURE_ADDRESS),
        alt: requiredText(MAX_ALT),
      }),
    )
    .min(1, "Give the tool at least one picture")
    .max(MAX_PICTURES, `Give at most ${MAX_PICTURES} pictures`)
    .optional()
    .describe(
      "Replaces the pictures, in order: each `url` a picture of this shop (uploaded with POST /api/images, or one a tool shows)",
    ),
});

/** The tool form's category and value fields filled from the tool's stored ones. */
export function specDefaults(
  specs: { category: string | null; attributes: Record<string, string> } | null,
): Record<string, string> {
  if (!specs?.category) return {};
  return {
    [CATEGORY_FIELD]: specs.category,
    ...Object.fromEntries(
      Object.entries(specs.attributes).map(([key, value]) => [specField(key), value]),
    ),
  };
}
