import { getOrder, type Order } from "#app/models/order.server.ts";
import { isAdmin, type User } from "#app/models/user.server.ts";
import { apiError } from "#app/utils/api.server.ts";
import { invariantResponse } from "#app/utils/invariant-response.ts";
import { withExpiryApplied } from "./order-closing.server";

interface Access {
  /** Admins may act on any order (cancel, read), but only its customer pays for it. */
  adminMayAct?: boolean;
}

/**
 * The order, if this user may act on it: their own, or any for an admin. Someone else's order
 * is answered exactly like a missing one (404), so ids cannot be probed.
 */
async function accessibleOrder(
  user: User,
  orderId: string | undefined,
  { adminMayAct = true }: Access,
) {
  const order = await getOrder(orderId ?? "");
  if (!order || !(order.userId === user.id || (adminMayAct && isAdmin(user)))) return null;
  // An order read after its hold ran out is expired now, not at the next sweep.
  return withExpiryApplied(order);
}

/** For pages: the order, or a thrown 404 page. */
export async function orderFor(
  user: User,
  orderId: string | undefined,
  access: Access = {},
): Promise<Order> {
  const order = await accessibleOrder(user, orderId, access);
  invariantResponse(order, "That order does not exist.", 404);
  return order;
}

/** For the JSON API: the order, or a thrown 404 JSON error. */
export async function apiOrderFor(
  user: User,
  orderId: string | undefined,
  access: Access = {},
): Promise<Order> {
  const order = await accessibleOrder(user, orderId, access);
  if (!order) throw apiError(404, "No such order");
  return order;
}
