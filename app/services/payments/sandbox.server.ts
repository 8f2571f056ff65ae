import { createHmac, timingSafeEqual } from "node:crypto";
import { newId } from "~db/id";
import type { FulfilmentResult } from "~/models/order.server";
import { db } from "~/services/db.server";
import { sessionSecrets } from "~/services/session-secrets.server";
import { fulfilFromProvider } from "./fulfilment.server";
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
  await db.insertInto("sandbox_charges").values(charge).execute();
  if (!succeeded) return { ok: false, message: CARD_DECLINED };
  return { ok: true, payment: toPayment(charge) };
}

/**
 * Charges the card and, when it pays, fulfils the order through the one fulfilment path: what
 * the payment page and the API's sandbox confirmation both do.
 */
export async function paySandboxOrder(
  order: PayableOrder,
  cardNumber: string,
): Promise<
  { ok: true; fulfilment: FulfilmentResult; paymentId: string } | { ok: false; message: string }
> {
  const charge = await chargeSandboxCard(order, cardNumber);
  if (!charge.ok) return charge;
  const fulfilment = await fulfilFromProvider(charge.payment, order.id);
  // The charge was made for this order just above, so "not-paid" and "wrong-order" cannot happen.
  return {
    ok: true,
    fulfilment: fulfilment as FulfilmentResult,
    paymentId: charge.payment.paymentId,
  };
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
    const charge = await db
      .selectFrom("sandbox_charges")
      .selectAll()
      .where("id", "=", paymentId)
      .executeTakeFirst();
    return charge ? toPayment(charge) : null;
  },
} satisfies PaymentProvider;
