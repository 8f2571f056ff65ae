import type { LoaderFunctionArgs } from "@remix-run/node";
import { priceGroups } from "#app/models/price-group.server.ts";
import { listUsers, userJson } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/allusers: admins only.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const [users, groups] = await Promise.all([listUsers(), priceGroups()]);
  return Response.json(users.map((user) => userJson(user, groups)));
}
