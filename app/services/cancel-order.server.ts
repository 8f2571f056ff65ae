import { messages } from "~/messages";
import { cancelUnpaidOrder } from "~/models/order.server";
import type { User } from "~/models/user.server";
import { orderFor } from "./order-access.server";
import { redirectWithToast } from "./toast.server";

/** The question a cancel asks, for an order this user may cancel (404 otherwise). */
export async function cancelQuestion(user: User, orderId: string | undefined) {
  const order = await orderFor(user, orderId);
  if (order.paid) throw new Response("A paid order cannot be cancelled.", { status: 409 });
  return messages.confirmCancelOrder(order.name, order.qyt);
}

/** Cancels the unpaid order (its stock goes back) and returns to `backUrl` with a toast. */
export async function cancelAndReturn(user: User, orderId: string | undefined, backUrl: string) {
  const order = await orderFor(user, orderId);
  const cancelled = await cancelUnpaidOrder(order.id);
  return redirectWithToast(
    backUrl,
    cancelled
      ? { type: "success", message: `Your order of ${order.qyt} × ${order.name} was cancelled` }
      : { type: "error", message: "A paid order cannot be cancelled." },
  );
}
