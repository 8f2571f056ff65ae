import type { LoaderFunctionArgs } from "@remix-run/node";
import { listUsers, userJson } from "#app/models/user.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

// GET /api/allusers: admins only.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return Response.json((await listUsers()).map(userJson));
}
