import { openApiDocument } from "~/services/openapi.server";

// GET /api/openapi.json: the API's contract, generated from the schemas that validate requests.
export function loader() {
  return Response.json(openApiDocument, { headers: { "Cache-Control": "public, max-age=300" } });
}
