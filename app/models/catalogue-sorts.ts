// Apart from the model (which opens the database) so schemas and pages can name the orders.
/** How a catalogue page is ordered; "relevance" only means something with a search. */
export const CATALOGUE_SORTS = ["relevance", "newest", "price", "name"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
