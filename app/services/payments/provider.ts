import type { OrderLine } from "#app/models/order-line.server.ts";
import type { Order } from "#app/models/order-line.server.ts";
import type { PaymentAttempt } from "#app/models/payment-attempt.server.ts";

/** A refund of a payment as the provider reports it (a webhook, or listing a payment's refunds). */
export interface ReportedRefund {
  id: string;
  amount: number;
  reason: string | null;
  /** The shop's refund id from the refund's metadata, when the shop made it. */
  refundId: string | null;
}

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

export interface PaymentProvider {
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
  /**
   * Gives back part (or all) of a paid order's payment for one of the shop's refunds, and
   * returns the provider's id of it. Idempotent by the shop's refund id: asked again (a retry,
   * a lost answer) it returns the same refund and moves no more money. Throws when the provider
   * refuses or cannot be reached.
   */
  refundPart(refund: PartRefund): Promise<string>;
}

/** What a refund of the shop asks the provider to give back, and of which payment. */
export interface PartRefund {
  paymentId: string;
  orderId: string;
  /** Cents. */
  amount: number;
  /** The shop's refund id: the provider's idempotency key, and its note of whose refund it is. */
  refundId: string;
}
