import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllOrders } from "#app/models/order.server.ts";
import { requireApiAdmin } from "#app/services/api-auth.server.ts";
import { expireDueOrders } from "#app/services/order-closing.server.ts";
import { orderJson } from "#app/utils/api.server.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { outsideRemix: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  await expireDueOrders();
  return Response.json((await listAllOrders()).map(orderJson));
}
