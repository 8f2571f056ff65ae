import { z } from "zod";
import { categorySchema, newAttributeSchema } from "../category";
import { ATTRIBUTE_TYPES } from "#app/utils/spec-values.ts";
import { idJson } from "./common";

// ---- Categories and their attributes in the API (issue 50) ----

export const attributeJsonSchema = z.object({
  key: z.string().describe("Its query parameter on /tools and GET /api/search"),
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable().describe("A number's unit, like V"),
  options: z.array(z.string()).describe("A choice's values in order; empty for other types"),
});
export type AttributeJson = z.infer<typeof attributeJsonSchema>;

export const categoryAttributeJsonSchema = attributeJsonSchema.extend({
  from: z
    .string()
    .describe("The slug of the category that names it: this one's, or its top category's"),
});

const categoryFields = {
  _id: idJson,
  slug: z.string(),
  name: z.string(),
  attributes: z.array(z.string()).describe("The keys of the attributes it names itself, in order"),
};

export const subcategoryJsonSchema = z.object(categoryFields);
export const categoryJsonSchema = z.object({
  ...categoryFields,
  parent: z.string().nullable().describe("The top category's slug; null for a top category"),
  children: z.array(subcategoryJsonSchema).describe("Its subcategories in order"),
});
export type CategoryJson = z.infer<typeof categoryJsonSchema>;

/** POST /api/categories: a name, a slug (made from the name if left out) and a top `parent`. */
export const categoryRequestSchema = categorySchema;
/** PUT /api/categories/{slug}: a new name and slug. */
export const categoryRenameSchema = z.object({
  name: z.string(),
  slug: z.string().optional(),
});

/** An attribute's choice values, sent as a list (the form sends one a line). */
const optionsAsLines = (value: unknown) =>
  value && typeof value === "object" && Array.isArray((value as { options?: unknown }).options)
    ? { ...value, options: (value as { options: unknown[] }).options.join("\n") }
    : value;

/**
 * POST /api/categories/{slug}/attributes: an attribute the shop has (`{ key }`), or a new one
 * (key, name, type, unit, options), which it then names at the end of its list.
 */
export const categoryAttributeRequestSchema = z.union([
  z.object({ key: z.string().max(60) }).strict(),
  z.preprocess(optionsAsLines, newAttributeSchema),
]);

/** PUT /api/categories/{slug}/attributes: the keys it names, in order. */
export const categoryAttributesRequestSchema = z.object({
  attributes: z.array(z.string().max(60)).max(100),
});

/** DELETE /api/categories/{slug}/attributes?key=: the attribute it no longer names. */
export const categoryAttributeQuerySchema = z.object({ key: z.string().min(1).max(60) });
