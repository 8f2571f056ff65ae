import { getOrder, type Order } from "~/models/order.server";
import { isAdmin, type User } from "~/models/user.server";
import { apiError } from "~/utils/api.server";

/** The order for an API caller: their own, or any for an admin; 404 otherwise (no probing). */
export async function apiOrderFor(
  caller: User,
  orderId: string | undefined,
  { adminMayAct = true } = {},
): Promise<Order> {
  const order = await getOrder(orderId ?? "");
  if (!order || !(order.userId === caller.id || (adminMayAct && isAdmin(caller)))) {
    throw apiError(404, "No such order");
  }
  return order;
}
