import { getOrder, type Order } from "~/models/order.server";
import { isAdmin, type User } from "~/models/user.server";

/**
 * The order, if this user may act on it: their own, or any for an admin. Someone else's order
 * answers 404 exactly like a missing one, so ids cannot be probed.
 */
export async function orderFor(
  user: User,
  orderId: string | undefined,
  { adminMayAct = true } = {},
): Promise<Order> {
  const order = await getOrder(orderId ?? "");
  const allowed = order && (order.userId === user.id || (adminMayAct && isAdmin(user)));
  if (!order || !allowed) throw new Response("That order does not exist.", { status: 404 });
  return order;
}
