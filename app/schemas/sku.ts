import { z } from "zod";
import { skuTexts } from "#app/messages.ts";
import { REQUIRED } from "./fields";
import { MAX_SKU } from "./field-hints";
import { catalogueQueryDocs } from "./catalogue-query";

// A part number: what a trade buyer types from a catalogue or a spreadsheet, so it is matched
// without regard to case and stored upper case (the unique index then holds case-blind).

const SKU_CHARACTERS = /^[A-Za-z0-9._/-]+$/;

/** A part number as stored and looked up: upper case, trimmed. */
export const canonicalSku = (typed: string) => typed.trim().toUpperCase();

/** Whether a text (trimmed) is a well-formed part number. */
export const isSku = (typed: string) => {
  const sku = typed.trim();
  return sku.length >= 1 && sku.length <= MAX_SKU && SKU_CHARACTERS.test(sku);
};

/** A part number typed in a form or sent in JSON: the format rule, then upper case. */
export const skuField = z
  .string({ required_error: REQUIRED, invalid_type_error: skuTexts.format })
  .trim()
  .min(1, REQUIRED)
  .refine(isSku, skuTexts.format)
  .transform(canonicalSku);

/** Add Product's part number: left blank, the tool gets the default one (FL-<id>). */
export const optionalSkuField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  skuField.optional(),
);

/** PUT /api/tools/{id}'s part number (the call's other fields are in tool-specs.ts). */
export const toolSkuRequestSchema = z.object({ sku: skuField.optional() });

/** GET /api/tools?sku=: the one tool of a part number. */
export const skuQuerySchema = z.object({
  sku: z
    .string()
    .refine(isSku, `sku: ${skuTexts.format}`)
    .transform(canonicalSku)
    .optional()
    .describe("A part number, in any case: the answer is an array of that one tool, or []"),
});

/** The query of GET /api/tools as documented: the catalogue's, and `sku`. */
export const toolsApiQueryDocs = catalogueQueryDocs.merge(skuQuerySchema);
