import { catalogueTexts } from "#app/messages.ts";
import type { SearchJson } from "#app/schemas/api/search.ts";
import type { CatalogueQuery } from "#app/schemas/catalogue-query.ts";
import { compareSpecValues, NO, parseSpecValue, specText, YES } from "#app/utils/spec-values.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import {
  type Attribute,
  type Category,
  categoryAndChildren,
  categoryPath,
  filterAttributes,
  taxonomy,
} from "./taxonomy.server";
import {
  listTools,
  toolJson,
  type CatalogueFilter,
  type CataloguePage,
  type ToolSummary,
} from "./tool.server";
import { pricedFor, type Pricer } from "./trade-prices.server";

/**
 * A catalogue search as the taxonomy reads it: the category of its slug, its specification
 * filters checked against the category's attributes, and the facets it counts. One reading for
 * the catalogue page, GET /api/tools and GET /api/search.
 */
export interface CatalogueSearch {
  query: CatalogueQuery;
  category: Category | null;
  /** The category and those above it, top first (the breadcrumbs'); empty without a category. */
  path: Category[];
  /** The attributes the category filters by, in order (none without a category). */
  attributes: Attribute[];
  /** The values chosen, by attribute key (any of them). */
  specs: Map<string, Set<string>>;
  /**
   * The category facet: without a category, the top categories; with a top category, its
   * subcategories (to narrow); with a subcategory, it and its siblings (to move across; its
   * parent, in the path, widens).
   */
  categoryChoices: Category[];
}

export type CatalogueSearchReading =
  { ok: true; search: CatalogueSearch; unknownNames: string[] } | { ok: false; message: string };

/**
 * Reads a parsed query against the taxonomy. A parameter that names no attribute at all is
 * returned in `unknownNames` (the API refuses it; a page ignores it, as it ignores a link's
 * tracking parameters); an attribute the category does not filter by, or a value it cannot
 * have, is refused.
 */
export async function readCatalogueSearch(query: CatalogueQuery): Promise<CatalogueSearchReading> {
  const current = await taxonomy();
  const category = query.category ? current.bySlug.get(query.category) : undefined;
  if (query.category && !category) return { ok: false, message: catalogueTexts.unknownCategory };
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  )
    return { ok: false, message: catalogueTexts.priceRange };
  const attributes = category ? filterAttributes(current, category) : [];
  const specs = new Map<string, Set<string>>();
  const unknownNames: string[] = [];
  for (const [name, text] of query.specs) {
    const attribute = current.attributes.get(name);
    if (!attribute) {
      unknownNames.push(name);
      continue;
    }
    if (!category) return { ok: false, message: catalogueTexts.filterNeedsCategory(name) };
    if (!attributes.includes(attribute))
      return { ok: false, message: catalogueTexts.notInCategory(name, category.name) };
    const value = parseSpecValue(attribute, text);
    if (!value.ok) return { ok: false, message: value.message };
    specs.set(name, (specs.get(name) ?? new Set()).add(value.value));
  }
  const parent = category?.parentId ? current.byId.get(category.parentId) : undefined;
  return {
    ok: true,
    unknownNames,
    search: {
      query,
      category: category ?? null,
      path: category ? categoryPath(current, category) : [],
      attributes,
      specs,
      categoryChoices: parent ? parent.children : category ? category.children : current.tops,
    },
  };
}

/** Whether a search narrows the catalogue by more than words. */
export function filtered({ query, category, specs }: CatalogueSearch): boolean {
  return (
    !!category ||
    specs.size > 0 ||
    query.inStock ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined
  );
}

export interface FacetValue {
  value: string;
  /** As people read it: a category's name, a spec value with its unit. */
  label: string;
  count: number;
  chosen: boolean;
}

export interface SpecFacet {
  attribute: Attribute;
  values: FacetValue[];
}

export interface CatalogueResults extends CataloguePage {
  categoryFacet: FacetValue[];
  specFacets: SpecFacet[];
}

/**
 * A page of a search with its facets. Each count keeps every filter but its own: a category's
 * count ignores the category chosen, a value's count ignores its attribute's other choices.
 * An attribute lists its options (a choice's, yes and no), or the numbers some tool has.
 */
export async function searchCatalogue(
  search: CatalogueSearch,
  pageSize?: number,
): Promise<CatalogueResults> {
  const { query, category, attributes, specs, categoryChoices } = search;
  const filter: CatalogueFilter = {
    categories: category ? new Set(categoryAndChildren(category).map((one) => one.id)) : undefined,
    minPrice: query.minPrice === undefined ? undefined : dollarsToCents(query.minPrice),
    maxPrice: query.maxPrice === undefined ? undefined : dollarsToCents(query.maxPrice),
    inStock: query.inStock,
    specs,
    categoryFacet: categoryChoices.map((choice) => ({
      value: choice.slug,
      categories: categoryAndChildren(choice).map((one) => one.id),
    })),
    specFacets: attributes.map((attribute) => attribute.key),
  };
  const { categoryCounts, specCounts, ...page } = await listTools({
    search: query.q,
    sort: query.sort,
    page: query.page,
    pageSize,
    filter,
  });
  return {
    ...page,
    categoryFacet: categoryChoices.map((choice, at) => ({
      value: choice.slug,
      label: choice.name,
      count: categoryCounts[at] ?? 0,
      chosen: choice === category,
    })),
    specFacets: attributes.map((attribute) => {
      const counts = specCounts.get(attribute.key) ?? new Map<string, number>();
      const chosen = specs.get(attribute.key) ?? new Set<string>();
      // A choice's options and yes/no are listed whole (0 for none); a number, as tools hold it.
      const listed =
        attribute.type === "number"
          ? []
          : attribute.type === "choice"
            ? attribute.options
            : [YES, NO];
      const values = [...new Set([...listed, ...counts.keys(), ...chosen])].sort(
        compareSpecValues(attribute),
      );
      return {
        attribute,
        values: values.map((value) => ({
          value,
          label: specText(attribute, value),
          count: counts.get(value) ?? 0,
          chosen: chosen.has(value),
        })),
      };
    }),
  };
}

/** The spec's tool JSON at this buyer's price of one (a group member's adds `listPrice`). */
export const toolJsonFor = (buyer: Pricer) => (tool: ToolSummary) =>
  toolJson(pricedFor(buyer, tool));

/**
 * A search's answer as GET /api/search gives it: the spec's tool JSON at the buyer's prices,
 * facets by name. Its filters and sort read list prices: the catalogue index holds those.
 */
export function searchJson(
  { tools, total, page, pageCount, categoryFacet, specFacets }: CatalogueResults,
  buyer: Pricer,
): SearchJson {
  const counts = (values: FacetValue[]) => values.map(({ value, count }) => ({ value, count }));
  return {
    tools: tools.map(toolJsonFor(buyer)),
    total,
    page,
    pageCount,
    facets: {
      category: counts(categoryFacet),
      ...Object.fromEntries(
        specFacets.map(({ attribute, values }) => [attribute.key, counts(values)]),
      ),
    },
  };
}
