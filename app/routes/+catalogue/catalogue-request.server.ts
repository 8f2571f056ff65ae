import { catalogueTexts } from "#app/messages.ts";
import { type CatalogueSearch, readCatalogueSearch } from "#app/models/catalogue-search.server.ts";
import { catalogueQueryInput, catalogueQuerySchema } from "#app/schemas/catalogue-query.ts";

export type CatalogueRequest =
  | { ok: true; search: CatalogueSearch }
  | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/**
 * A catalogue query string (the page's, GET /api/tools's and GET /api/search's) through its
 * schema and the taxonomy. `strict` (the API) refuses a parameter that names no filter; the page
 * ignores it, as it ignores the tracking parameters a shared link may carry.
 */
export async function readCatalogueRequest(
  request: Request,
  { strict }: { strict: boolean },
): Promise<CatalogueRequest> {
  const parsed = catalogueQuerySchema.safeParse(catalogueQueryInput(new URL(request.url)));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "specs" ? "filters" : String(issue.path[0] ?? "query");
      (fieldErrors[field] ??= []).push(issue.message);
    }
    const message = parsed.error.issues.map((issue) => issue.message).join(". ");
    return { ok: false, message, fieldErrors };
  }
  const reading = await readCatalogueSearch(parsed.data);
  if (!reading.ok) return { ...reading, fieldErrors: { filters: [reading.message] } };
  const [unknown] = reading.unknownNames;
  if (strict && unknown) {
    const message = catalogueTexts.unknownFilter(unknown);
    return { ok: false, message, fieldErrors: { filters: [message] } };
  }
  return { ok: true, search: reading.search };
}
