import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { priceGroups } from "#app/models/price-group.server.ts";
import { listUsers, userJson } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/allusers: admins only.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const [users, groups] = await Promise.all([listUsers(), priceGroups()]);
  return Response.json(users.map((user) => userJson(user, groups)));
}

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "get",
      path: "/api/allusers",
      tags: ["Accounts"],
      summary: "Every user (admins)",
      security: api.security.signedIn,
      responses: {
        200: api.answer("Every user", z.array(api.schemas.User)),
        401: api.unauthenticated,
        403: api.adminsOnly,
      },
    },
  ];
}
