import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listReturnsForAdmin } from "#app/models/admin-tables.server.ts";
import { returnJson } from "#app/models/return.server.ts";
import { RETURN_QUERY_NAMES, returnTableQuerySchema } from "#app/schemas/admin-query.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { parseApiQuery } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { pageFields } from "#app/schemas/api/common.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/returns?q=&status=&page=: the returns table's rows as JSON (admins), newest first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parseApiQuery(request, returnTableQuerySchema, RETURN_QUERY_NAMES);
  const { rows, ...paging } = await listReturnsForAdmin(query);
  return Response.json({ returns: rows.map(returnJson), ...paging });
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/returns",
      tags: ["Returns"],
      summary: "The returns, newest first, 20 a page (admins)",
      description:
        "`q` finds a return by its number, id or comment, by its order's number, purchase-order reference or id, the customer's name or email, or by a returned line's tool name or part number (any case); `status` keeps one status.",
      security: api.security.signedIn,
      request: { query: returnTableQuerySchema },
      responses: {
        200: api.answer(
          "One page of returns",
          z.object({ returns: z.array(api.schemas.Return), ...pageFields }),
        ),
        400: api.invalid,
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
