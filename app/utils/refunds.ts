import { messages, refundTexts } from "#app/messages.ts";
import { formatDollars } from "#app/utils/money.ts";
import type { OrderFlags } from "#app/utils/order-state.ts";

// What is left to give back of an order, and where refunds are asked for and shown: the same
// on the pages and the server.

/** Cents paid and not yet refunded (nothing for an unpaid order). */
export const leftToRefund = (order: Pick<OrderFlags, "paid" | "amount" | "refunded">) =>
  order.paid ? Math.max(order.amount - order.refunded, 0) : 0;

/** A paid order with money left to give back: the refund page's. */
export const isRefundable = (order: Pick<OrderFlags, "paid" | "amount" | "refunded">) =>
  leftToRefund(order) > 0;

/** The admin's refund page of an order. */
export const refundPagePath = (orderId: string) => `/dashboard/orders/${orderId}/refund`;

/** A refund's credit note (a PDF). */
export const creditNotePath = (refundId: string) => `/api/refunds/${refundId}/credit-note`;

/**
 * The spec's cancel question; for a paid order (only an admin cancels one, before it ships) it
 * says what the cancel gives back.
 */
export function cancelQuestionText(
  order: Pick<OrderFlags, "paid" | "amount" | "refunded"> & { name: string; qyt: number },
): string {
  const question = messages.confirmCancelOrder(order.name, order.qyt);
  return order.paid
    ? `${question}? ${refundTexts.cancelRefunds(formatDollars(leftToRefund(order)))}`
    : question;
}
