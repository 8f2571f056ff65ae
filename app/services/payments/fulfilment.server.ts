import { fulfilOrder, type FulfilmentResult } from "~/models/order.server";
import type { ProviderPayment } from "./provider";

/**
 * The one way an order becomes paid: a payment the provider reports as succeeded, for that
 * order, for its amount. Webhooks, return pages, the sandbox and the API all come through here.
 */
export async function fulfilFromProvider(
  payment: ProviderPayment | null,
  orderId: string,
): Promise<FulfilmentResult | "not-paid" | "wrong-order"> {
  if (!payment || !payment.succeeded) return "not-paid";
  if (payment.orderId !== orderId) return "wrong-order";
  const result = await fulfilOrder({ ...payment, orderId });
  if (result === "amount-mismatch" || result === "paid-by-another-payment") {
    console.error(`Payment ${payment.paymentId} for order ${orderId} was not applied: ${result}`);
  }
  return result;
}
