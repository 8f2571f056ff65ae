import type { LoaderFunctionArgs } from "@remix-run/node";
import { listUsers, userJson } from "~/models/user.server";
import { requireApiAdmin } from "~/services/api-auth.server";

// GET /api/allusers: admins only.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  return Response.json((await listUsers()).map(userJson));
}
