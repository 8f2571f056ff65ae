import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listAllOrders, orderJson } from "#app/models/order.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  await expireDueOrders();
  return Response.json((await listAllOrders()).map(orderJson));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/allorders",
      tags: ["Orders"],
      summary: "Every order, newest first (admins)",
      security: api.security.signedIn,
      responses: {
        200: api.answer("Every order, each with its lines", z.array(api.schemas.Order)),
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
