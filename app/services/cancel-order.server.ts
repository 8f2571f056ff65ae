import { messages } from "#app/messages.ts";
import type { Order } from "#app/models/order.server.ts";
import type { User } from "#app/models/user.server.ts";
import { orderFor } from "./order-access.server";
import { closeOrder } from "./order-closing.server";
import { redirectWithToast } from "./toast.server";
import { invariantResponse } from "#app/utils/invariant-response.ts";

export const PAID_CANNOT_CANCEL = "A paid order cannot be cancelled.";
export const ENDED_CANNOT_CANCEL = "This order has already ended: it was cancelled or expired.";

/** Cancels an unpaid order for its customer, or for an admin (the mail says who). */
export function cancelOrder(order: Order, user: User) {
  return closeOrder(order.id, "cancelled", order.userId === user.id ? "customer" : "shop");
}

/** The question a cancel asks, for an order this user may cancel (404 otherwise). */
export async function cancelQuestion(user: User, orderId: string | undefined) {
  const order = await orderFor(user, orderId);
  invariantResponse(!order.paid, PAID_CANNOT_CANCEL, 409);
  invariantResponse(!order.closed, ENDED_CANNOT_CANCEL, 409);
  return messages.confirmCancelOrder(order.name, order.qyt);
}

/** Cancels the unpaid order (its stock goes back) and returns to `backUrl` with a toast. */
export async function cancelAndReturn(user: User, orderId: string | undefined, backUrl: string) {
  const order = await orderFor(user, orderId);
  const outcome = await cancelOrder(order, user);
  return redirectWithToast(
    backUrl,
    outcome === "closed"
      ? { type: "success", message: `Your order of ${order.qyt} × ${order.name} was cancelled` }
      : { type: "error", message: outcome === "paid" ? PAID_CANNOT_CANCEL : ENDED_CANNOT_CANCEL },
  );
}
