import {
  attributesOfCategory,
  taxonomy,
  type Attribute,
  type Category,
  type Taxonomy,
} from "#app/models/taxonomy.server.ts";
import type { AttributeJson, CategoryJson } from "#app/schemas/api/categories.ts";
import { categoryTexts } from "#app/messages.ts";
import { apiError } from "#app/utils/api.server.ts";

// The category tree and a category's attributes as the API answers them (issue 50).

export const attributeJson = (attribute: Attribute): AttributeJson => ({
  key: attribute.key,
  name: attribute.name,
  type: attribute.type,
  unit: attribute.unit,
  options: attribute.options,
});

const own = (category: Category) => ({
  _id: category.id,
  slug: category.slug,
  name: category.name,
  attributes: category.own.map((attribute) => attribute.key),
});

export function categoryJson(catalogue: Taxonomy, category: Category): CategoryJson {
  const parent = category.parentId ? catalogue.byId.get(category.parentId) : undefined;
  return {
    ...own(category),
    parent: parent?.slug ?? null,
    children: category.children.map(own),
  };
}

/** Every attribute a tool of the category has, each with the category that names it. */
export function categoryAttributesJson(catalogue: Taxonomy, category: Category) {
  return attributesOfCategory(catalogue, category).map((attribute) => {
    const namer =
      category.own.some((mine) => mine.id === attribute.id) || !category.parentId
        ? category
        : catalogue.byId.get(category.parentId)!;
    return { ...attributeJson(attribute), from: namer.slug };
  });
}

/** The category of the address's `{slug}` (in any case) and the tree it is in, or a thrown 404. */
export async function requireCategory(slug: string | undefined) {
  const catalogue = await taxonomy();
  const category = catalogue.bySlug.get((slug ?? "").toLowerCase());
  if (!category) throw apiError(404, categoryTexts.noSuchCategory);
  return { catalogue, category };
}
