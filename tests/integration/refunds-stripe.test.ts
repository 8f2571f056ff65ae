// Refunds through Stripe (the fake on loopback, driven by the real SDK): the shop's own refunds
// under its refund id, and Stripe's `charge.refunded` webhook, which records a refund made in
// Stripe's dashboard once however often it comes, and never counts the shop's own twice.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "#app/db.server.ts";
// Types only: the modules themselves are loaded once Stripe is configured (below).
import type * as OrderModel from "#app/models/order.server.ts";
import type * as RefundModel from "#app/models/refund.server.ts";
import type * as Webhook from "#app/routes/api.stripe.webhook.ts";
import type * as Fulfilment from "#app/services/payments/fulfilment.server.ts";
import type * as Payments from "#app/services/payments/index.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import type { FakeStripe } from "#tests/fakes/stripe-api.ts";
import { stripeInProcess, type StripeKeys } from "#tests/support/stripe-in-process.ts";
import { routeArgs } from "#tests/support/route-args.ts";
import { insertTool, ADMIN_REFUND, userWithToken } from "#tests/fixtures/in-process.ts";

// Events are not posted anywhere (no webhook address): the tests deliver them, as often as
// they like.
let fake: FakeStripe;
let keys: StripeKeys;
// The shop's modules that reach the payment provider, loaded once Stripe is configured.
let shop: {
  order: typeof OrderModel;
  refunds: typeof RefundModel;
  fulfilment: typeof Fulfilment;
  payments: typeof Payments.payments;
  webhook: typeof Webhook;
};

beforeAll(async () => {
  ({ fake, keys } = await stripeInProcess("refunds"));
  shop = {
    order: await import("#app/models/order.server.ts"),
    refunds: await import("#app/models/refund.server.ts"),
    fulfilment: await import("#app/services/payments/fulfilment.server.ts"),
    payments: (await import("#app/services/payments/index.server.ts")).payments,
    webhook: await import("#app/routes/api.stripe.webhook.ts"),
  };
  expect(shop.payments.kind).toBe("stripe");
});

afterAll(() => fake.stop());

/** A paid order of 3 × $10.00, paid by card through Stripe. */
async function paidOrder() {
  const tool = await insertTool({ price: 1000, minimum_qyt: 1, available_qyt: 20 });
  const buyer = await userWithToken();
  const written = await db.transaction().execute((trx) =>
    shop.order.writeOrder(trx, {
      date: "2027-01-15",
      address: "1 Test Street",
      phone: "555-0100",
      customer: buyer.user,
      lines: [{ toolId: tool.id, name: tool.name, price: 1000, qyt: 3 }],
      totals: orderTotals(3000, null, null),
    }),
  );
  if (!("order" in written)) throw new Error("in stock");
  const intent = fake.createIntent({
    amount: 3000,
    currency: "usd",
    metadata: { orderId: written.order.id },
  });
  await fake.confirmIntent(String(intent.id), "4242424242424242");
  const payment = await shop.payments.retrievePayment(String(intent.id));
  expect(await shop.fulfilment.fulfilFromProvider(payment, written.order.id)).toBe("fulfilled");
  return { order: written.order, intentId: String(intent.id), tool, buyer };
}

const refund = (orderId: string, request: { amount?: number; idempotencyKey?: string } = {}) =>
  shop.refunds.refundOrder({ ...ADMIN_REFUND, orderId, ...request }, shop.payments);

/** Posts a Stripe event to the shop's webhook, signed as Stripe signs it. */
async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const signature = new Stripe(keys.secretKey).webhooks.generateTestHeaderString({
    payload,
    secret: keys.webhookSecret,
  });
  const response = await shop.webhook.action(
    routeArgs(
      new Request("http://shop.test/api/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      }),
    ),
  );
  return (await (response as Response).json()) as { result: string };
}

const refundedEvents = (intentId: string) =>
  fake.sentEvents.filter(
    (event) =>
      event.type === "charge.refunded" &&
      (event.data as { object: { payment_intent: string } }).object.payment_intent === intentId,
  );

const rowsOf = (orderId: string) =>
  db
    .selectFrom("refunds")
    .selectAll()
    .where("orderId", "=", orderId)
    .orderBy("createdAt")
    .execute();

const refundedCents = async (orderId: string) => (await shop.order.getOrder(orderId))?.refunded;

describe("refunds through Stripe", () => {
  it("asks Stripe for part of the payment under the refund's id; the same key is one refund", async () => {
    const { order, intentId } = await paidOrder();
    const outcomes = await Promise.all([
      refund(order.id, { amount: 1250, idempotencyKey: "once" }),
      refund(order.id, { amount: 1250, idempotencyKey: "once" }),
    ]);
    const [made] = fake.refundsOf(intentId);
    expect(fake.refundsOf(intentId)).toHaveLength(1);
    const [row] = await rowsOf(order.id);
    expect(made).toMatchObject({
      amount: 1250,
      metadata: { refundId: row!.id, orderId: order.id },
    });
    for (const outcome of outcomes)
      expect(outcome).toMatchObject({
        status: "refunded",
        refund: { id: row!.id, providerRefundId: made!.id, status: "succeeded" },
      });

    // Stripe's word of it, once or twice, counts nothing more.
    const [event] = refundedEvents(intentId);
    expect(await deliver(event!)).toEqual({ received: true, result: "refunds recorded: 0" });
    expect(await deliver(event!)).toEqual({ received: true, result: "refunds recorded: 0" });
    expect(await rowsOf(order.id)).toHaveLength(1);
    expect(await refundedCents(order.id)).toBe(1250);
  });

  it("records a refund made in Stripe's dashboard once, though the event comes twice at once", async () => {
    const { order, intentId, buyer } = await paidOrder();
    await refund(order.id, { amount: 1000 });

    const { refund: made, event } = await fake.dashboardRefund(intentId, 700);
    const answers = await Promise.all([deliver(event), deliver(event)]);

    expect(answers.map((answer) => answer.result).sort()).toEqual([
      "refunds recorded: 0",
      "refunds recorded: 1",
    ]);
    const rows = await rowsOf(order.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      amount: 700,
      source: "provider",
      status: "succeeded",
      restock: 0,
      providerRefundId: made.id,
      reason: "Refunded at the payment provider (requested_by_customer)",
    });
    expect(rows[1]!.creditNoteNumber).toMatch(/^CN-/);
    expect(
      await db
        .selectFrom("refund_lines")
        .select("toolId")
        .where("refundId", "=", rows[1]!.id)
        .execute(),
    ).toEqual([]);
    expect(await refundedCents(order.id)).toBe(1700);
    const mails = await db
      .selectFrom("outbox")
      .select("attachment")
      .where("to", "=", buyer.user.email)
      .where("kind", "=", "refund-issued")
      .execute();
    expect(mails).toEqual([
      { attachment: `credit-note:${rows[0]!.id}` },
      { attachment: `credit-note:${rows[1]!.id}` },
    ]);
  });

  it("completes its own refund from the webhook when the answer to its call was lost", async () => {
    const { order, intentId } = await paidOrder();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refundPart = shop.payments.refundPart.bind(shop.payments);
    // Stripe makes the refund; its answer never reaches the shop.
    vi.spyOn(shop.payments, "refundPart").mockImplementationOnce(async (part) => {
      await refundPart(part);
      throw new Error("Connection reset");
    });
    const outcome = await refund(order.id, { amount: 2000 });
    expect(outcome).toMatchObject({ status: "refused", problem: "failed" });
    expect(await refundedCents(order.id)).toBe(0);

    const [event] = refundedEvents(intentId);
    expect(await deliver(event!)).toEqual({ received: true, result: "refunds recorded: 1" });
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({
      status: "succeeded",
      amount: 2000,
      source: "admin",
      providerRefundId: fake.refundsOf(intentId)[0]!.id,
    });
    expect(await refundedCents(order.id)).toBe(2000);
  });

  it("says why Stripe refused, and gives the cents back", async () => {
    const { order, intentId } = await paidOrder();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Stripe has less left than the shop thinks: given back in the dashboard, event not seen.
    await fake.dashboardRefund(intentId, 2500);
    const outcome = await refund(order.id, { amount: 1000 });
    expect(outcome).toEqual({
      status: "refused",
      problem: "failed",
      message:
        "The payment provider did not make the refund: Refund amount (1000) is greater than unrefunded amount on charge (500)",
    });
    expect(await refundedCents(order.id)).toBe(0);
  });
});
