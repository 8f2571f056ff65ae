import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { type PaymentAttempt, recordPaymentAttempt } from "#app/models/payment-attempt.server.ts";
import { env } from "#app/utils/env.server.ts";
import {
  checkoutItems,
  type ItemizedOrder,
  type PayableOrder,
  type PaymentProvider,
  type ProviderPayment,
} from "./provider";
import type { PartRefund, ReportedRefund } from "#app/models/refund.server.ts";

function createClient(secretKey: string) {
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol.replace(":", "") as "http" | "https",
    }),
  });
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    paymentId: intent.id,
    orderId: intent.metadata?.orderId ?? null,
    amount: intent.status === "succeeded" ? intent.amount_received : intent.amount,
    currency: intent.currency,
    succeeded: intent.status === "succeeded",
  };
}

export function createStripeProvider(secretKey: string) {
  const stripe = createClient(secretKey);
  const notFound = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

  /** Cancels an intent unless it is already final; a succeeded one is returned as paid. */
  async function cancelIntent(intentId: string): Promise<ProviderPayment | null> {
    const intent = await stripe.paymentIntents.retrieve(intentId).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    });
    if (!intent || intent.status === "canceled") return null;
    if (intent.status === "succeeded") return toPayment(intent);
    try {
      return toPayment(await stripe.paymentIntents.cancel(intentId));
    } catch (error) {
      // It went through between the two calls: what Stripe says now is the answer.
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        return toPayment(await stripe.paymentIntents.retrieve(intentId));
      throw error;
    }
  }

  /** Expires an open checkout session; a paid one is returned as its payment. */
  async function expireCheckout(sessionId: string): Promise<ProviderPayment | null> {
    const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
      if (notFound(error)) return null;
      throw error;
    });
    if (!session) return null;
    if (session.status === "open") {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return null;
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    }
    const refreshed = await stripe.checkout.sessions.retrieve(sessionId);
    const intentId =
      typeof refreshed.payment_intent === "string"
        ? refreshed.payment_intent
        : refreshed.payment_intent?.id;
    return intentId ? toPayment(await stripe.paymentIntents.retrieve(intentId)) : null;
  }

  return {
    kind: "stripe" as const,
    stripe,

    async retrievePayment(paymentId: string) {
      try {
        return toPayment(await stripe.paymentIntents.retrieve(paymentId));
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    /** For Stripe Elements: one intent per order and amount (the idempotency key makes a retry reuse it). */
    async createPaymentIntent(order: PayableOrder) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amount,
          currency: "usd",
          allowed_payment_method_types: ["card"],
          receipt_email: order.email,
          description: `${order.qyt} × ${order.name}`,
          metadata: { orderId: order.id },
        },
        { idempotencyKey: `payment-intent:${order.id}:${order.amount}` },
      );
      await recordPaymentAttempt(order.id, intent.id, "intent");
      return { clientSecret: intent.client_secret!, paymentIntentId: intent.id };
    },

    /** Without JavaScript: Stripe's hosted checkout page, for the amount the order holds. */
    async createCheckoutSession(order: ItemizedOrder, urls: { success: string; cancel: string }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: order.id,
          customer_email: order.email,
          allowed_payment_method_types: ["card"],
          line_items: checkoutItems(order).map((item) => ({
            quantity: item.quantity,
            price_data: {
              currency: "usd",
              unit_amount: item.unitAmount,
              product_data: { name: item.name },
            },
          })),
          payment_intent_data: { metadata: { orderId: order.id } },
          metadata: { orderId: order.id },
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        { idempotencyKey: `checkout:${order.id}:${randomUUID()}` },
      );
      await recordPaymentAttempt(order.id, session.id, "checkout");
      return { url: session.url!, sessionId: session.id };
    },

    /** The payment behind a finished checkout session, once it is paid. */
    async retrieveCheckoutPayment(sessionId: string) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const intentId =
          typeof session.payment_intent === "string"
            ? session.payment_intent
            : session.payment_intent?.id;
        return intentId ? this.retrievePayment(intentId) : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async cancelOpenPayments(attempts: PaymentAttempt[]) {
      const succeeded: ProviderPayment[] = [];
      for (const attempt of attempts) {
        const payment =
          attempt.kind === "intent"
            ? await cancelIntent(attempt.id)
            : await expireCheckout(attempt.id);
        if (payment?.succeeded) succeeded.push(payment);
      }
      return succeeded;
    },

    async refund(payment: ProviderPayment) {
      await stripe.refunds.create(
        { payment_intent: payment.paymentId, reason: "requested_by_customer" },
        { idempotencyKey: `refund:${payment.paymentId}` },
      );
    },

    async refundPart(refund: PartRefund) {
      const made = await stripe.refunds.create(
        {
          payment_intent: refund.paymentId,
          amount: refund.amount,
          metadata: { refundId: refund.refundId, orderId: refund.orderId },
        },
        { idempotencyKey: `refund:${refund.refundId}` },
      );
      return made.id;
    },

    /**
     * The succeeded refunds of a payment, as Stripe knows them (a `charge.refunded` event says
     * that one was made, not which: the list is the truth, however often the event comes).
     */
    async refundsOfPayment(paymentIntentId: string): Promise<ReportedRefund[]> {
      const listed = await stripe.refunds
        .list({ payment_intent: paymentIntentId, limit: 100 })
        .autoPagingToArray({ limit: 10_000 });
      return listed
        .filter((refund) => refund.status === "succeeded")
        .map((refund) => ({
          id: refund.id,
          amount: refund.amount,
          reason: refund.reason,
          refundId: refund.metadata?.refundId ?? null,
        }));
    },

    /** The event, if the signature over the raw body is Stripe's; null otherwise. */
    verifyWebhook(rawBody: string, signature: string | null): Stripe.Event | null {
      if (!signature || !env.STRIPE_WEBHOOK_SECRET) return null;
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
      } catch {
        return null;
      }
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;

/** What the pages must be allowed to load and reach when Stripe takes the cards. */
export function stripeContentSecurity() {
  // Checkout's hosted page is where a card form without JavaScript redirects (a local fake in tests).
  const checkout = env.STRIPE_API_URL
    ? [new URL(env.STRIPE_API_URL).origin]
    : ["https://checkout.stripe.com"];
  return {
    scriptSrc: ["https://js.stripe.com"],
    frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
    connectSrc: ["https://api.stripe.com"],
    formAction: checkout,
  };
}
