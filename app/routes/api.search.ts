import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchCatalogue, searchJson } from "#app/models/catalogue-search.server.ts";
import { CATALOGUE_CACHE_RULE } from "#app/schemas/catalogue-query.ts";
import { readCatalogueRequest } from "#app/services/catalogue-request.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = {
  outsideRemix: true,
  pageCache: { ...CATALOGUE_CACHE_RULE, sameForEveryone: true },
};

// GET /api/search: a page of a filtered search with its facets (see catalogue-search.server.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  const reading = await readCatalogueRequest(request, { strict: true });
  if (!reading.ok) return apiError(400, "Invalid query", reading.fieldErrors);
  return Response.json(searchJson(await searchCatalogue(reading.search)));
}
