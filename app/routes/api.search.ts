import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchCatalogue, searchJson } from "#app/models/catalogue-search.server.ts";
import { CATALOGUE_CACHE_RULE } from "#app/schemas/catalogue-query.ts";
import { buyerHeaders, buyerOf } from "#app/services/buyer.server.ts";
import { readCatalogueRequest } from "#app/services/catalogue-request.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

// Kept for anonymous callers only: a price group member's answer has their prices (issue 40).
export const handle: ServerHandle = { outsideRemix: true, pageCache: CATALOGUE_CACHE_RULE };

// GET /api/search: a page of a filtered search with its facets (see catalogue-search.server.ts),
// at the caller's prices of one. Sorting and the price filters read list prices (the catalogue
// index holds those), so a member's page is in the same order as everyone's.
export async function loader({ request }: LoaderFunctionArgs) {
  const reading = await readCatalogueRequest(request, { strict: true });
  if (!reading.ok) return apiError(400, "Invalid query", reading.fieldErrors);
  const [results, buyer] = await Promise.all([searchCatalogue(reading.search), buyerOf(request)]);
  return Response.json(searchJson(results, buyer), { headers: buyerHeaders(buyer) });
}
