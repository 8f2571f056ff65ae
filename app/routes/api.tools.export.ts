import type { LoaderFunctionArgs } from "@remix-run/node";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { toolCsvRows } from "#app/models/tool-export.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { toolCsvResponse } from "#app/services/tool-csv.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/tools/export (admins): every tool on sale as the CSV POST /api/tools/import reads,
// streamed (flat memory at any catalogue size).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const shop = await taxonomy();
  const today = new Date().toISOString().slice(0, 10);
  return toolCsvResponse(`tools-${today}.csv`, shop.attributes.keys(), toolCsvRows());
}
