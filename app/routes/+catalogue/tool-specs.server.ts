import { z } from "zod";
import type { CategoryLink } from "#app/components/category-links.tsx";
import { categoryTexts } from "#app/messages.ts";
import { attributesOfCategory, taxonomy, type Taxonomy } from "#app/models/taxonomy.server.ts";
import { MAX_SLUG } from "#app/schemas/category.ts";
import {
  CATEGORY_FIELD,
  MAX_SPEC_VALUE,
  specField,
  type SpecFormChoices,
  type ToolSpecs,
} from "#app/schemas/tool-specs.ts";
import { categoryTrail, readToolSpecs, specRows } from "#app/models/tool-specs.server.ts";
import { breadcrumbTrail, categoryPagePath } from "#app/utils/breadcrumbs.server.ts";
import { parseSpecValue } from "#app/utils/spec-values.ts";

// A tool's category and specification values as the tool form and the JSON API send them,
// checked against the taxonomy with the rules of `parseSpecValue` (issue 39).

type Issues = { path: string; message: string }[];

/**
 * The category named by `slug` (empty: none) and the values typed for its attributes, checked:
 * an unknown category, a value for an attribute the category does not name, or a value its
 * type refuses is an issue on `fieldOf(key)` (or the category's field). Empty values are left out.
 */
export function checkSpecs(
  taxonomy: Taxonomy,
  slug: string | null | undefined,
  typed: Record<string, string>,
  fieldOf: (key: string) => string,
): { specs: ToolSpecs; issues: Issues } {
  const issues: Issues = [];
  const given = Object.entries(typed).filter(([, value]) => value.trim() !== "");
  const category = slug ? taxonomy.bySlug.get(slug) : undefined;
  if (slug && !category)
    issues.push({ path: CATEGORY_FIELD, message: categoryTexts.chooseCategory });
  if (!category) {
    if (!slug && given.length)
      issues.push({ path: fieldOf(given[0]![0]), message: categoryTexts.attributesNeedCategory });
    return { specs: { categoryId: null, values: [] }, issues };
  }
  const named = new Map(attributesOfCategory(taxonomy, category).map((a) => [a.key, a]));
  const values: ToolSpecs["values"] = [];
  for (const [key, text] of given) {
    const attribute = named.get(key);
    if (!attribute) {
      issues.push({ path: fieldOf(key), message: categoryTexts.notOfCategory(key) });
      continue;
    }
    const parsed = parseSpecValue(attribute, text);
    if (parsed.ok) values.push({ attributeId: attribute.id, value: parsed.value });
    else issues.push({ path: fieldOf(key), message: parsed.message });
  }
  return { specs: { categoryId: category.id, values }, issues };
}

/**
 * The tool form's category and value fields, to be read beside the tool's own schema: only the
 * fields of the chosen category are read (the form carries every category's, see
 * `SpecFields`), so values typed for a category left unchosen are never saved.
 */
export function toolSpecFormSchema(taxonomy: Taxonomy) {
  const keys = [...taxonomy.attributes.keys()];
  const shape: Record<string, z.ZodOptional<z.ZodString>> = Object.fromEntries(
    keys.map((key) => [specField(key), z.string().max(MAX_SPEC_VALUE).optional()]),
  );
  shape[CATEGORY_FIELD] = z.string().max(MAX_SLUG).optional();
  return z.object(shape).transform((form, ctx) => {
    const slug = form[CATEGORY_FIELD] ?? "";
    const category = taxonomy.bySlug.get(slug);
    const chosen = category ? attributesOfCategory(taxonomy, category) : [];
    const typed = Object.fromEntries(
      chosen.map((attribute) => [attribute.key, form[specField(attribute.key)] ?? ""]),
    );
    const { specs, issues } = checkSpecs(taxonomy, slug, typed, specField);
    for (const issue of issues)
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    return { specs };
  });
}

/** The API's specification fields checked against the taxonomy; issues under `attributes`. */
export function checkApiSpecs(
  taxonomy: Taxonomy,
  slug: string | null,
  attributes: Record<string, string>,
) {
  return checkSpecs(taxonomy, slug, attributes, () => "attributes");
}

/** What the tool form offers: the category tree and each attribute with the categories naming it. */
export async function specFormChoices(): Promise<SpecFormChoices> {
  const known = await taxonomy();
  const named = [...known.byId.values()].map((category) => ({
    slug: category.slug,
    keys: attributesOfCategory(known, category).map((attribute) => attribute.key),
  }));
  const used = new Set(named.flatMap((category) => category.keys));
  return {
    tops: known.tops.map((top) => ({
      slug: top.slug,
      name: top.name,
      children: top.children.map(({ slug, name }) => ({ slug, name })),
    })),
    attributes: [...known.attributes.values()]
      .filter((attribute) => used.has(attribute.key))
      .map(({ key, name, type, unit, options }) => ({ key, name, type, unit, options })),
    named,
  };
}

/**
 * The product form as posted, with its category and values: the tool's schema and the
 * specification fields of the taxonomy as it is now, every error reported at once.
 */
export async function withSpecFields<Schema extends z.ZodTypeAny>(schema: Schema) {
  return z.intersection(schema, toolSpecFormSchema(await taxonomy()));
}

/** The product page's breadcrumbs (through the tool's categories) and specification table. */
export async function productSpecification(tool: { id: string; name: string }) {
  const specs = await readToolSpecs(tool.id);
  const categories = await categoryTrail(specs?.category ?? null);
  return {
    specRows: specs ? specRows(specs) : [],
    trail: breadcrumbTrail([
      ...categories.map(({ name, slug }) => ({ name, path: categoryPagePath(slug) })),
      { name: tool.name, path: `/tools/${tool.id}` },
    ]),
  };
}

/**
 * A category page's breadcrumbs (`/tools?category=<slug>`), from the category and those above
 * it, top first; null without a category.
 */
export function categoryPageTrail(path: { slug: string; name: string }[]) {
  if (!path.length) return null;
  return breadcrumbTrail(path.map(({ name, slug }) => ({ name, path: categoryPagePath(slug) })));
}

/** The top categories' pages, in order (home and every page's footer link them). */
export async function topCategoryLinks(): Promise<CategoryLink[]> {
  return (await taxonomy()).tops.map((top) => ({
    name: top.name,
    path: categoryPagePath(top.slug),
    children: top.children.map((child) => ({
      name: child.name,
      path: categoryPagePath(child.slug),
    })),
  }));
}
