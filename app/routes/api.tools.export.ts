import { shopToday } from "#app/utils/clock.server.ts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { toolCsvRows } from "#app/models/tool-export.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { toolCsvResponse } from "#app/routes/+dashboard/tool-csv.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { TOOL_CSV_COLUMNS } from "#app/schemas/tool-import.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/tools/export (admins): every tool on sale as the CSV POST /api/tools/import reads,
// streamed (flat memory at any catalogue size).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const shop = await taxonomy();
  const today = shopToday();
  return toolCsvResponse(`tools-${today}.csv`, shop.attributes.keys(), toolCsvRows());
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/tools/export",
      tags: ["Catalogue"],
      summary: "Every tool on sale as CSV (admins)",
      description: `The columns ${TOOL_CSV_COLUMNS.join(", ")}, then one per specification (its key); \`POST /api/tools/import\` reads the same file back unchanged. Streamed, newest first.`,
      security: api.security.signedIn,
      responses: {
        200: {
          description: "CSV with a header line",
          content: { "text/csv": { schema: z.string() } },
        },
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
