import { z } from "zod";
import { searchText } from "./fields";

/** How a catalogue page is ordered; "relevance" only means something with a search. */
export const CATALOGUE_SORTS = ["relevance", "newest", "price", "name"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The query string of the catalogue page and of GET /api/tools. */
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
});

export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** The parameters `catalogueQuerySchema` reads from the query string. */
export const CATALOGUE_QUERY_NAMES = ["q", "page", "sort"];

/** The query string of the all-reviews page: only its page. */
export const reviewsQuerySchema = catalogueQuerySchema.pick({ page: true });
