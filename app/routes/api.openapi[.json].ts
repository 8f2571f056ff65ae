import { z } from "zod";
import { openApiDocument } from "#app/utils/openapi-document.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/openapi.json: the API's contract, generated from the schemas that validate requests.
export function loader() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}

export function openapi(): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/openapi.json",
      tags: ["Reference"],
      summary: "This document",
      responses: {
        200: {
          description: "OpenAPI 3.1",
          content: { "application/json": { schema: z.object({}).passthrough() } },
        },
      },
    },
  ];
}
