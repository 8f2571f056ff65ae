import type { LoaderFunctionArgs } from "@remix-run/node";
import { listReturnsForAdmin } from "#app/models/admin-tables.server.ts";
import { returnJson } from "#app/models/return.server.ts";
import { RETURN_QUERY_NAMES, returnTableQuerySchema } from "#app/schemas/admin-query.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { parseApiQuery } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/returns?q=&status=&page=: the returns table's rows as JSON (admins), newest first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parseApiQuery(request, returnTableQuerySchema, RETURN_QUERY_NAMES);
  const { rows, ...paging } = await listReturnsForAdmin(query);
  return Response.json({ returns: rows.map(returnJson), ...paging });
}
