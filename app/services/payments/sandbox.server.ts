import { createHmac, timingSafeEqual } from "node:crypto";
import { newId } from "#db/id.ts";
import {
  getSandboxCharge,
  insertSandboxCharge,
  refundSandboxCharge,
} from "#app/models/sandbox-charge.server.ts";
import { sessionSecrets } from "#app/services/session-secrets.server.ts";
import type { PayableOrder, PaymentProvider, ProviderPayment } from "./provider";

// The built-in test provider: Stripe's test cards, answered by the shop itself.
export const SANDBOX_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;
export const CARD_DECLINED = "Your card was declined.";
export const CARD_INVALID = "Your card number is incorrect.";
export const SANDBOX_REFUND_REFUSED =
  "The sandbox has no succeeded charge with that much left to refund.";

/** The sandbox's payment ids start so (Stripe's with pi_ or ch_): a document names the card. */
const PAYMENT_ID_PREFIX = "sb_";
export const isSandboxPayment = (paymentId: string) => paymentId.startsWith(PAYMENT_ID_PREFIX);

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
    id: `${PAYMENT_ID_PREFIX}${newId()}`,
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

// The sandbox's answer to Stripe's client secret: it names the order and carries a MAC over the
// order and its amount (keyed like the access tokens), so a client cannot make one up.
const CLIENT_SECRET = /^sbpi_([0-9a-f]{24})_secret_([A-Za-z0-9_-]{43})$/;
const macKeys = () => sessionSecrets.map((secret) => `sandbox-intent:${secret}`);
const mac = (key: string, order: Pick<PayableOrder, "id" | "amount">) =>
  createHmac("sha256", key).update(`${order.id}:${order.amount}`).digest("base64url");

export function sandboxClientSecret(order: Pick<PayableOrder, "id" | "amount">): string {
  return `sbpi_${order.id}_secret_${mac(macKeys()[0]!, order)}`;
}

/** The order id a client secret names, if it has the sandbox's shape (not yet verified). */
export function orderIdOfClientSecret(clientSecret: string): string | null {
  return CLIENT_SECRET.exec(clientSecret)?.[1] ?? null;
}

/** True when the secret was issued by this shop for this order at its current amount. */
export function isClientSecretFor(
  clientSecret: string,
  order: Pick<PayableOrder, "id" | "amount">,
): boolean {
  const given = CLIENT_SECRET.exec(clientSecret);
  if (!given || given[1] !== order.id) return false;
  const givenMac = Buffer.from(given[2]!);
  return macKeys().some((key) => {
    const expected = Buffer.from(mac(key, order));
    return expected.length === givenMac.length && timingSafeEqual(expected, givenMac);
  });
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
  // A payment that could not be applied goes back whole, once (its own id is the key).
  async refund(payment) {
    await refundSandboxCharge(payment.paymentId, payment.amount, `payment:${payment.paymentId}`);
  },
  async refundPart(refund) {
    const id = await refundSandboxCharge(
      refund.paymentId,
      refund.amount,
      `refund:${refund.refundId}`,
    );
    if (!id) throw new Error(SANDBOX_REFUND_REFUSED);
    return id;
  },
} satisfies PaymentProvider;
