import { messages } from "#app/messages.ts";
import { fulfilOrder, type FulfilmentResult } from "#app/models/order.server.ts";
import { payments } from "./index.server";
import type { ProviderPayment } from "./provider";

export type FulfilmentOutcome = FulfilmentResult | "not-paid" | "wrong-order";

// A payment that went through but cannot be applied to the order it names: the customer's
// money is given back rather than kept.
const REFUNDED_WHEN: FulfilmentResult[] = [
  "no-such-order",
  "order-cancelled",
  "order-expired",
  "awaiting-approval",
  "paid-by-another-payment",
  "amount-mismatch",
];

/** Whether the outcome left the order paid (by this payment, or it already was by it). */
export const isPaidOutcome = (outcome: FulfilmentOutcome) =>
  outcome === "fulfilled" || outcome === "already-fulfilled";

/**
 * The one way an order becomes paid: a payment the provider reports as succeeded, for that
 * order, for its amount. Webhooks, return pages, the sandbox and the API all come through here.
 * A succeeded payment for an order that is gone, cancelled or expired, already paid by another payment,
 * or for another amount is refunded at once and logged.
 */
export async function fulfilFromProvider(
  payment: ProviderPayment | null,
  orderId: string,
): Promise<FulfilmentOutcome> {
  if (!payment || !payment.succeeded) return "not-paid";
  if (payment.orderId !== orderId) return "wrong-order";
  const result = await fulfilOrder({ ...payment, orderId });
  if (REFUNDED_WHEN.includes(result)) {
    await payments.refund(payment);
    console.error(
      `Payment ${payment.paymentId} for order ${orderId} was not applied (${result}) and was refunded`,
    );
  }
  return result;
}

/** What to tell the customer about a payment's outcome, on the page or in the API. */
export function outcomeMessage(outcome: FulfilmentOutcome): string {
  switch (outcome) {
    case "fulfilled":
    case "already-fulfilled":
      return messages.paymentSucceeded;
    case "paid-by-another-payment":
      return "This order was already paid, so this payment was refunded.";
    case "no-such-order":
    case "order-cancelled":
      return "This order was cancelled before the payment went through, so the payment was refunded.";
    case "order-expired":
      return "This order expired before the payment went through, so the payment was refunded.";
    case "awaiting-approval":
      return "This order awaits its company's approval, so the payment was refunded.";
    case "amount-mismatch":
      return "The payment did not match the order's amount, so it was refunded.";
    case "not-paid":
    case "wrong-order":
      return "The payment provider has not confirmed this payment, so the order is not paid yet.";
  }
}
