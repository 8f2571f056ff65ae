import { messages } from "~/messages";
import { cancelUnpaidOrder } from "~/models/order.server";
import { listPaymentAttempts } from "~/models/payment-attempt.server";
import type { User } from "~/models/user.server";
import { orderFor } from "./order-access.server";
import { fulfilFromProvider, isPaidOutcome } from "./payments/fulfilment.server";
import { payments } from "./payments/index.server";
import { redirectWithToast } from "./toast.server";
import { invariantResponse } from "~/utils/invariant-response";

export const PAID_CANNOT_CANCEL = "A paid order cannot be cancelled.";

/**
 * Cancels an unpaid order: first whatever payment is still open for it at the provider, so no
 * card can be charged afterwards; if one had gone through meanwhile, the order is paid and
 * stays. Then the order goes and its stock comes back, together.
 */
export async function cancelOrder(orderId: string): Promise<"cancelled" | "paid"> {
  const paidMeanwhile = await payments.cancelOpenPayments(await listPaymentAttempts(orderId));
  for (const payment of paidMeanwhile) {
    if (isPaidOutcome(await fulfilFromProvider(payment, orderId))) return "paid";
  }
  return (await cancelUnpaidOrder(orderId)) ? "cancelled" : "paid";
}

/** The question a cancel asks, for an order this user may cancel (404 otherwise). */
export async function cancelQuestion(user: User, orderId: string | undefined) {
  const order = await orderFor(user, orderId);
  invariantResponse(!order.paid, PAID_CANNOT_CANCEL, 409);
  return messages.confirmCancelOrder(order.name, order.qyt);
}

/** Cancels the unpaid order (its stock goes back) and returns to `backUrl` with a toast. */
export async function cancelAndReturn(user: User, orderId: string | undefined, backUrl: string) {
  const order = await orderFor(user, orderId);
  const outcome = await cancelOrder(order.id);
  return redirectWithToast(
    backUrl,
    outcome === "cancelled"
      ? { type: "success", message: `Your order of ${order.qyt} × ${order.name} was cancelled` }
      : { type: "error", message: PAID_CANNOT_CANCEL },
  );
}
