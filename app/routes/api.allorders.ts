import type { LoaderFunctionArgs } from "@remix-run/node";
import { listAllOrders } from "~/models/order.server";
import { requireApiAdmin } from "~/services/api-auth.server";
import { expireDueOrders } from "~/services/order-closing.server";
import { orderJson } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAdmin(request);
  await expireDueOrders();
  return Response.json((await listAllOrders()).map(orderJson));
}
