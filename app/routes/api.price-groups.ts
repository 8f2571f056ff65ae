import type { LoaderFunctionArgs } from "@remix-run/node";
import { priceGroupsJson } from "#app/models/price-group.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/price-groups (admins, issue 40): the groups by name and id, for PUT /api/users/{email}.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return Response.json(await priceGroupsJson());
}
