import { taxonomy } from "#app/models/taxonomy.server.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchCatalogue, searchJson } from "#app/models/catalogue-search.server.ts";
import { CATALOGUE_CACHE_RULE, catalogueQueryDocs } from "#app/schemas/catalogue-query.ts";
import { buyerHeaders, buyerOf } from "#app/routes/+catalogue/buyer.server.ts";
import { readCatalogueRequest } from "#app/routes/+catalogue/catalogue-request.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

// Kept for anonymous callers only: a price group member's answer has their prices (issue 40).
export const handle: ServerHandle = { outsideRemix: true, pageCache: CATALOGUE_CACHE_RULE };

// GET /api/search: a page of a filtered search with its facets (see catalogue-search.server.ts),
// at the caller's prices of one. Sorting and the price filters read list prices (the catalogue
// index holds those), so a member's page is in the same order as everyone's.
export async function loader({ request }: LoaderFunctionArgs) {
  const reading = await readCatalogueRequest(request, { strict: true });
  if (!reading.ok) return apiError(400, "Invalid query", reading.fieldErrors);
  const [results, buyer] = await Promise.all([searchCatalogue(reading.search), buyerOf(request)]);
  return Response.json(searchJson(results, buyer, await taxonomy()), {
    headers: buyerHeaders(buyer),
  });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/search",
      tags: ["Catalogue"],
      summary: "A page of a filtered search, with the number of tools behind each filter value",
      description:
        'Besides the parameters below, each attribute of the chosen category filters by `<attribute key>=<value>` (a choice\'s option, a number such as `1.5`, `yes`/`no`); given again, any of those values; different attributes all hold. At most 20 values. Words are found in names, descriptions, part numbers, specification values and category names, by their stems ("batteries" finds "battery"); best match first means name matches first. An unknown category, attribute or value answers 400.',
      request: { query: catalogueQueryDocs },
      responses: {
        200: api.answer("Tools and facets", api.schemas.SearchPage),
        400: api.invalid,
      },
    },
  ];
}
