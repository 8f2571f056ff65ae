import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllOrders, orderJson } from "#app/models/order.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/services/order-closing.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  await expireDueOrders();
  return Response.json((await listAllOrders()).map(orderJson));
}
