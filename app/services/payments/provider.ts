import type { OrderLine } from "#app/models/order-line.server.ts";
import type { Order } from "#app/models/order-line.server.ts";
import type { PaymentAttempt } from "#app/models/payment-attempt.server.ts";
import type { MoneyBack } from "#app/models/refund.server.ts";

/** A payment as the provider itself reports it, never as a client claims it. */
export interface ProviderPayment {
  paymentId: string;
  orderId: string | null;
  amount: number;
  currency: string;
  succeeded: boolean;
}

export type PayableOrder = Pick<
  Order,
  "id" | "name" | "price" | "qyt" | "amount" | "email" | "customer"
>;

/** What a hosted payment page lists: every line, then shipping and tax, adding up to `amount`. */
export type ItemizedOrder = PayableOrder &
  Pick<Order, "shipping" | "shippingMethod" | "tax"> & {
    lines: Pick<OrderLine, "name" | "qyt" | "price">[];
  };

/**
 * The items of a hosted payment page (Stripe Checkout): the order's lines at the prices agreed,
 * then its shipping and sales tax when they cost something, so the page charges the order's
 * amount to the cent.
 */
export function checkoutItems(order: ItemizedOrder) {
  const extras = [
    {
      name: `Shipping${order.shippingMethod ? ` (${order.shippingMethod})` : ""}`,
      cents: order.shipping,
    },
    { name: "Sales tax", cents: order.tax },
  ].filter((extra) => extra.cents > 0);
  return [
    ...order.lines.map((line) => ({ name: line.name, quantity: line.qyt, unitAmount: line.price })),
    ...extras.map((extra) => ({ name: extra.name, quantity: 1, unitAmount: extra.cents })),
  ];
}

export interface PaymentProvider extends MoneyBack {
  kind: "stripe" | "sandbox";
  /** The payment's true state at the provider, or null if it does not know the id. */
  retrievePayment(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Cancels what is still open at the provider of these attempts (an order is being cancelled),
   * and returns the payments among them that had already succeeded: that order is paid.
   */
  cancelOpenPayments(attempts: PaymentAttempt[]): Promise<ProviderPayment[]>;
  /** Gives a succeeded payment back in full (idempotent: the same payment twice is one refund). */
  refund(payment: ProviderPayment): Promise<void>;
}
