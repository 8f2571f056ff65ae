import type { Taxonomy } from "./taxonomy.server";
import { catalogueTexts } from "#app/messages.ts";
import type { SearchJson } from "#app/schemas/api/search.ts";
import type { CatalogueQuery } from "#app/schemas/catalogue-query.ts";
import { compareSpecValues, NO, parseSpecValue, specText, YES } from "#app/utils/spec-values.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import {
  inRange,
  parseNumberRange,
  rangeLabel,
  rangesOf,
  rangeText,
  type NumberRange,
} from "#app/utils/number-ranges.ts";
import { categoryValues } from "./catalogue-index.server";
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
    const value = filterValue(attribute, text);
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

/**
 * A filter's value as stored: a number attribute's range ("1.5..2", issue 47) or, as the API
 * always took it, one exact number; any other attribute's value.
 */
function filterValue(attribute: Attribute, text: string) {
  if (attribute.type !== "number") return parseSpecValue(attribute, text);
  const range = parseNumberRange(text);
  if (range) return { ok: true, value: rangeText(range) } as const;
  const value = parseSpecValue(attribute, text);
  return value.ok
    ? value
    : ({
        ok: false,
        message: catalogueTexts.numberFilter(attribute.name, attribute.unit),
      } as const);
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
 * An attribute lists its options (a choice's, yes and no), or, a number, its ranges.
 */
export async function searchCatalogue(
  search: CatalogueSearch,
  pageSize?: number,
): Promise<CatalogueResults> {
  const { query, category, attributes, specs, categoryChoices } = search;
  const categories = category
    ? new Set(categoryAndChildren(category).map((one) => one.id))
    : undefined;
  const numbers = attributes.filter((attribute) => attribute.type === "number");
  const { exact, ranges } = splitRanges(specs, numbers);
  const filter: CatalogueFilter = {
    categories,
    minPrice: query.minPrice === undefined ? undefined : dollarsToCents(query.minPrice),
    maxPrice: query.maxPrice === undefined ? undefined : dollarsToCents(query.maxPrice),
    inStock: query.inStock,
    specs: exact,
    specRanges: ranges,
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
  // A number's ranges are cut over its values in the whole category, whatever else is chosen:
  // they stay put as filters come and go (a chosen range keeps its place), and only their counts
  // follow the filters. Without other filters, the counts just made are those values already.
  const narrowed =
    query.q !== "" ||
    query.inStock ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    specs.size > 0;
  const held =
    category && numbers.length && narrowed
      ? await categoryValues(
          category.id,
          categories ?? new Set(),
          numbers.map((attribute) => attribute.key),
        )
      : specCounts;
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
      if (attribute.type === "number")
        return {
          attribute,
          values: rangeFacet(attribute, counts, held.get(attribute.key) ?? new Map(), chosen),
        };
      // A choice's options and yes/no are listed whole (0 for none).
      const listed = attribute.type === "choice" ? attribute.options : [YES, NO];
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

/** The chosen values of the number attributes split into their ranges and exact numbers. */
function splitRanges(specs: Map<string, Set<string>>, numbers: Attribute[]) {
  const exact = new Map<string, Set<string>>();
  const ranges = new Map<string, NumberRange[]>();
  for (const [key, values] of specs) {
    const isNumber = numbers.some((attribute) => attribute.key === key);
    for (const value of values) {
      const range = isNumber ? parseNumberRange(value) : null;
      if (range) ranges.set(key, [...(ranges.get(key) ?? []), range]);
      else exact.set(key, (exact.get(key) ?? new Set()).add(value));
    }
  }
  return { exact, ranges };
}

/**
 * A number attribute's facet: the ranges cut over `held` (its values across the category), and
 * any other range or exact number chosen (the API takes one), each counting the tools of
 * `counts` (its values under the other filters) it holds; lower ends first.
 */
function rangeFacet(
  attribute: Attribute,
  counts: ReadonlyMap<string, number>,
  held: ReadonlyMap<string, number>,
  chosen: ReadonlySet<string>,
): FacetValue[] {
  const ranges = new Map(rangesOf(held).map((range) => [rangeText(range), range]));
  const numbers: string[] = [];
  for (const value of chosen) {
    const range = parseNumberRange(value);
    if (range) ranges.set(value, range);
    else numbers.push(value);
  }
  const inside = (range: NumberRange) =>
    [...counts].reduce(
      (sum, [value, count]) => sum + (inRange(Number(value), range) ? count : 0),
      0,
    );
  const values = [
    ...[...ranges].map(([value, range]) => ({
      value,
      label: rangeLabel(range, attribute.unit),
      count: inside(range),
      from: range.min ?? -Infinity,
    })),
    ...numbers.map((value) => ({
      value,
      label: specText(attribute, value),
      count: counts.get(value) ?? 0,
      from: Number(value),
    })),
  ];
  return values
    .sort((a, b) => a.from - b.from)
    .map(({ from: _from, ...value }) => ({ ...value, chosen: chosen.has(value.value) }));
}

/** The spec's tool JSON at this buyer's price of one (a group member's adds `listPrice`). */
export const toolJsonFor =
  (buyer: Pricer, catalogue: Pick<Taxonomy, "byId">) => (tool: ToolSummary) =>
    toolJson(pricedFor(buyer, tool), catalogue.byId);

/**
 * A search's answer as GET /api/search gives it: the spec's tool JSON at the buyer's prices,
 * facets by name. Its filters and sort read list prices: the catalogue index holds those.
 */
export function searchJson(
  { tools, total, page, pageCount, categoryFacet, specFacets }: CatalogueResults,
  buyer: Pricer,
  catalogue: Pick<Taxonomy, "byId">,
): SearchJson {
  const counts = (values: FacetValue[]) => values.map(({ value, count }) => ({ value, count }));
  return {
    tools: tools.map(toolJsonFor(buyer, catalogue)),
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
