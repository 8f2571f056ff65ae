import type { Order } from "#app/models/order.server.ts";
import type { PaymentAttempt } from "#app/models/payment-attempt.server.ts";

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
}
