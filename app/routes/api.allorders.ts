import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllOrders, orderJson } from "#app/models/order.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { expireDueOrders } from "#app/services/order-closing.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  await expireDueOrders();
  return Response.json((await listAllOrders()).map(orderJson));
}
