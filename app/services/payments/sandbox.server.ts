import { newId } from "~db/id";
import {
  getSandboxCharge,
  insertSandboxCharge,
  refundSandboxCharge,
} from "~/models/sandbox-charge.server";
import type { PayableOrder, PaymentProvider, ProviderPayment } from "./provider";

// The built-in test provider: Stripe's test cards, answered by the shop itself.
export const SANDBOX_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;
export const CARD_DECLINED = "Your card was declined.";
export const CARD_INVALID = "Your card number is incorrect.";

export type SandboxCharge = { ok: true; payment: ProviderPayment } | { ok: false; message: string };

/** Charges the test card for the order's amount (from the database, never the form). */
export async function chargeSandboxCard(
  order: PayableOrder,
  cardNumber: string,
): Promise<SandboxCharge> {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits !== SANDBOX_CARDS.success && digits !== SANDBOX_CARDS.declined)
    return { ok: false, message: CARD_INVALID };
  const succeeded = digits === SANDBOX_CARDS.success;
  const charge = {
    id: `sb_${newId()}`,
    orderId: order.id,
    amount: order.amount,
    currency: "usd",
    status: succeeded ? ("succeeded" as const) : ("failed" as const),
    createdAt: new Date().toISOString(),
  };
  await insertSandboxCharge(charge);
  if (!succeeded) return { ok: false, message: CARD_DECLINED };
  return { ok: true, payment: toPayment(charge) };
}

function toPayment(charge: {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: string;
}): ProviderPayment {
  return {
    paymentId: charge.id,
    orderId: charge.orderId,
    amount: charge.amount,
    currency: charge.currency,
    succeeded: charge.status === "succeeded",
  };
}

export const sandboxProvider = {
  kind: "sandbox" as const,
  async retrievePayment(paymentId) {
    const charge = await getSandboxCharge(paymentId);
    return charge ? toPayment(charge) : null;
  },
  // A sandbox charge is taken the moment the card form is posted: nothing is ever left open.
  async cancelOpenPayments() {
    return [];
  },
  async refund(payment) {
    await refundSandboxCharge(payment.paymentId);
  },
} satisfies PaymentProvider;
