import type { Order } from "~/models/order.server";

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
}
