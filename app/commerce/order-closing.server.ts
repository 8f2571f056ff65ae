import type { CancelledBy } from "#app/mail/order-mails.server.ts";
import {
  closeUnpaidOrder,
  getOrder,
  isDueToExpire,
  listOrdersDueToExpire,
  type OrderClosing,
} from "#app/models/order.server.ts";
import type { OrderWithLines } from "#app/models/order-line.server.ts";
import { listPaymentAttempts } from "#app/models/payment-attempt.server.ts";
import { fulfilFromProvider, isPaidOutcome } from "#app/services/payments/fulfilment.server.ts";
import { payments } from "#app/services/payments/index.server.ts";

/**
 * Ends an unpaid order (cancelled, or expired): first whatever payment is still open for it at
 * the provider, so no card can be charged afterwards; if one had gone through meanwhile, the
 * order is paid and stays. Then the order ends and its stock comes back, together.
 */
export async function closeOrder(
  orderId: string,
  closing: OrderClosing,
  by: CancelledBy = "customer",
): Promise<"closed" | "paid" | "ended"> {
  const paidMeanwhile = await payments.cancelOpenPayments(await listPaymentAttempts(orderId));
  for (const payment of paidMeanwhile) {
    if (isPaidOutcome(await fulfilFromProvider(payment, orderId))) return "paid";
  }
  if (await closeUnpaidOrder(orderId, closing, by)) return "closed";
  const order = await getOrder(orderId);
  return order?.paid ? "paid" : "ended";
}

/**
 * Expires the unpaid orders whose hold has run out, in batches, until none is left: the
 * background sweep. Safe with several instances: each order ends once (a conditional update).
 */
export async function expireDueOrders(): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await listOrdersDueToExpire(50);
    for (const id of due) if ((await closeOrder(id, "expired")) === "closed") expired++;
    if (due.length < 50) return expired;
  }
}

/** The order as it is now: one whose hold ran out is expired first (reads between sweeps). */
export async function withExpiryApplied(order: OrderWithLines): Promise<OrderWithLines> {
  if (!isDueToExpire(order)) return order;
  await closeOrder(order.id, "expired");
  return (await getOrder(order.id)) ?? order;
}
