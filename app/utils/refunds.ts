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

// Money is confirmed (issue 47): an admin's refund is reviewed, then confirmed; receiving a
// return asks first. What a confirmation showed travels back with it, in these fields, and the
// server refunds only if it still counts the same (the cents, from the same refunded cents).

/** The hidden fields of a confirmation: the refund's cents, and the order's refunded cents then. */
export const SHOWN_REFUND = { cents: "shownCents", refundedBefore: "shownRefunded" } as const;

/** The refund page's button field: its form asks for a review, which is confirmed or changed. */
export const REFUND_STEP = "intent";
export const REFUND_STEPS = ["review", "confirm", "change"] as const;
