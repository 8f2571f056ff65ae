import { z } from "zod";
import { catalogueTexts } from "#app/messages.ts";
import type { PageCacheRule } from "#app/utils/route-handle.ts";
import { dollarAmount, searchText } from "./fields";

/** How a catalogue page is ordered; "relevance" only means something with a search. */
export const CATALOGUE_SORTS = ["relevance", "newest", "price", "name"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The most specification values one search filters by, and the longest name or value. */
export const MAX_SPEC_FILTERS = 20;
const MAX_SPEC_TEXT = 100;

/** A price bound of the filters, in dollars as typed ("18", "18.50"). */
const priceBound = (name: string) =>
  z.coerce
    .number({ invalid_type_error: catalogueTexts.priceBound(name) })
    .pipe(dollarAmount(0, 1_000_000))
    .optional();

/**
 * The query string of the catalogue page, GET /api/tools and GET /api/search. Besides its named
 * parameters, each other parameter is a specification filter, `<attribute key>=<value>` (given
 * again for more values: any of them); whether the key and value exist is the taxonomy's to say
 * (catalogue-search.server.ts).
 */
export const catalogueQuerySchema = z.object({
  q: searchText.optional().default(""),
  page: z.coerce
    .number({ invalid_type_error: "page must be a positive whole number" })
    .int("page must be a positive whole number")
    .min(1, "page must be a positive whole number")
    // Far past any real catalogue, and far short of what SQLite's OFFSET can hold.
    .max(1_000_000, "page must be at most 1,000,000")
    .optional(),
  sort: z
    .enum(CATALOGUE_SORTS, {
      errorMap: () => ({ message: `sort is one of ${CATALOGUE_SORTS.join(", ")}` }),
    })
    .optional(),
  category: z.string().max(MAX_SPEC_TEXT, catalogueTexts.unknownCategory).optional(),
  minPrice: priceBound("minPrice"),
  maxPrice: priceBound("maxPrice"),
  inStock: z
    .enum(["1"], { errorMap: () => ({ message: catalogueTexts.inStockFlag }) })
    .optional()
    .transform((flag) => flag === "1"),
  specs: z
    .array(z.tuple([z.string().max(MAX_SPEC_TEXT), z.string().max(MAX_SPEC_TEXT)]))
    .max(MAX_SPEC_FILTERS, catalogueTexts.tooManyFilters(MAX_SPEC_FILTERS))
    .default([]),
});

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** The named parameters as the OpenAPI document lists them (the spec filters are described). */
export const catalogueQueryDocs = catalogueQuerySchema.omit({ specs: true });

/** The named parameters `catalogueQuerySchema` reads from the query string. */
export const CATALOGUE_QUERY_NAMES = [
  "q",
  "page",
  "sort",
  "category",
  "minPrice",
  "maxPrice",
  "inStock",
];

/**
 * The page cache's rule of every catalogue search (the page, GET /api/tools, GET /api/search):
 * its named parameters, and the attribute keys the taxonomy knows, each possibly repeated.
 */
export const CATALOGUE_CACHE_RULE = {
  shows: ["catalogue"],
  query: CATALOGUE_QUERY_NAMES,
  attributeQuery: true,
  quickWithQuery: true,
} satisfies PageCacheRule;

/** The query string as `catalogueQuerySchema` reads it: the other parameters are `specs`. */
export function catalogueQueryInput(url: URL): Record<string, unknown> {
  const named: Record<string, string> = {};
  const specs: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (!value) continue;
    if (CATALOGUE_QUERY_NAMES.includes(name)) named[name] ??= value;
    else specs.push([name, value]);
  }
  return { ...named, specs };
}

/** The query string of the all-reviews page: only its page. */
export const reviewsQuerySchema = catalogueQuerySchema.pick({ page: true });
