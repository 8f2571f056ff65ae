import { z } from "zod";
import { CATALOGUE_QUERY_NAMES } from "./catalogue-query";
import { categoryTexts } from "#app/messages.ts";
import { ATTRIBUTE_TYPES } from "#app/utils/spec-values.ts";
import { requiredText, typedText } from "./fields";

// What an admin writes of the catalogue's categories and attributes (issue 39).

export const MAX_CATEGORY_NAME = 60;
export const MAX_SLUG = 60;
export const MAX_OPTIONS = 50;
export const MAX_OPTION = 40;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Drills & drivers" -> "drills-drivers": lowercase letters and digits joined by single hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/, "");
}

const slugText = z
  .string()
  .trim()
  .max(MAX_SLUG, `Use at most ${MAX_SLUG} characters`)
  .regex(SLUG, categoryTexts.slugRule);

/**
 * The catalogue's own query names, and GET /api/tools's `sku`: an attribute's key is its query
 * parameter on /tools and the API, so it can never be one of these.
 */
export const RESERVED_ATTRIBUTE_KEYS = [...CATALOGUE_QUERY_NAMES, "sku"];

/** A category: its name, its slug (left empty, made from the name) and its parent (none: a top). */
export const categorySchema = z
  .object({
    name: requiredText(MAX_CATEGORY_NAME),
    slug: z.string().optional(),
    parent: z.string().max(40).optional(),
  })
  .transform((value) => ({ ...value, slug: value.slug?.trim() || slugOf(value.name) }))
  .pipe(
    z.object({
      name: z.string(),
      slug: slugText,
      parent: z.string().optional(),
    }),
  );
export type CategoryForm = z.output<typeof categorySchema>;

/** Move up or down among its siblings (the tree page's buttons). */
export const moveCategorySchema = z.object({ direction: z.enum(["up", "down"]) });

/** The attributes a category names, in order: the keys ticked, each with its place. */
export const MAX_ATTRIBUTES = 100;

const optionLines = z
  .string()
  .max(MAX_OPTIONS * (MAX_OPTION + 2))
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .superRefine((options, ctx) => {
    if (options.length > MAX_OPTIONS)
      ctx.addIssue({ code: "custom", message: `Use at most ${MAX_OPTIONS} options` });
    for (const option of options) {
      if (option.length > MAX_OPTION)
        ctx.addIssue({
          code: "custom",
          message: `${option}: use at most ${MAX_OPTION} characters`,
        });
      if (options.filter((other) => other.toLowerCase() === option.toLowerCase()).length > 1) {
        ctx.addIssue({ code: "custom", message: categoryTexts.optionTwice(option) });
        return;
      }
    }
  });

/** What an attribute's edit changes: its name, a number's unit, a choice's options (one a line). */
const attributeChanges = {
  name: requiredText(MAX_CATEGORY_NAME),
  unit: typedText(z.string().trim().max(12, "Use at most 12 characters")).optional(),
  options: optionLines,
};

function typeRules<
  Shape extends { type: (typeof ATTRIBUTE_TYPES)[number]; unit?: string; options: string[] },
>(value: Shape, ctx: z.RefinementCtx) {
  if (value.type === "choice" && value.options.length === 0)
    ctx.addIssue({ code: "custom", path: ["options"], message: categoryTexts.optionsRequired });
  if (value.type !== "number" && value.unit)
    ctx.addIssue({ code: "custom", path: ["unit"], message: categoryTexts.unitOnlyForNumbers });
}

const attributeType = z.enum(ATTRIBUTE_TYPES, {
  errorMap: () => ({ message: "Choose a choice, a number or yes/no" }),
});

/** A new attribute: its key (its query parameter, for good), name, type, unit and options. */
export const newAttributeSchema = z
  .object({
    key: slugText.refine(
      (key) => !RESERVED_ATTRIBUTE_KEYS.some((name) => name.toLowerCase() === key.toLowerCase()),
      categoryTexts.keyReserved(RESERVED_ATTRIBUTE_KEYS.join(", ")),
    ),
    type: attributeType,
    ...attributeChanges,
  })
  .superRefine(typeRules);
export type NewAttributeForm = z.output<typeof newAttributeSchema>;

/** An attribute's edit: its key and type stay (tools' values and shared links name them). */
export const editAttributeSchema = z.object(attributeChanges);
export type AttributeChanges = z.output<typeof editAttributeSchema>;

/** The edit's rules for the attribute's own type (a choice keeps an option; only numbers have units). */
export const editAttributeSchemaFor = (type: (typeof ATTRIBUTE_TYPES)[number]) =>
  editAttributeSchema.superRefine((value, ctx) => typeRules({ ...value, type }, ctx));

/**
 * The attributes a category names: the keys ticked (`attribute`, one per box) and each one's
 * place (`place-<key>`, a whole number; ties keep the list's order).
 */
export const categoryAttributesSchema = z
  .object({
    attribute: z.array(z.string().max(MAX_SLUG)).max(MAX_ATTRIBUTES).optional(),
  })
  .catchall(z.string().max(12).optional());

/** The ticked keys in their chosen order. */
export function orderedAttributeKeys(form: z.output<typeof categoryAttributesSchema>): string[] {
  const keys = [...new Set(form.attribute ?? [])];
  const place = (key: string) => {
    const typed = Number(form[`place-${key}`]);
    return Number.isFinite(typed) ? typed : Number.MAX_SAFE_INTEGER;
  };
  return keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => place(a.key) - place(b.key) || a.index - b.index)
    .map(({ key }) => key);
}
