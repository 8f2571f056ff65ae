// Orders that end unpaid stay in the books (cancelled or expired), give their stock back and
// queue the mail that says so, in the same transaction. The clock is the test's (no sleeping).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { getOrder, shipOrder, writeOrder } from "#app/models/order.server.ts";
import { orderTool } from "#tests/fixtures/placing.ts";
import { getSandboxCharge } from "#app/models/sandbox-charge.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { loader as manageOrders } from "#app/routes/dashboard.manageorders.tsx";
import { loader as myOrders } from "#app/routes/dashboard.myorders.tsx";
import { loader as orderPage } from "#app/routes/dashboard.orders.$id.tsx";
import { action as createPaymentIntent } from "#app/routes/api.create-payment-intent.ts";
import { action as orderApi } from "#app/routes/api.orders.$id.ts";
import { db } from "#app/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import { closeOrder, expireDueOrders } from "#app/commerce/index.server.ts";
import { fulfilFromProvider, outcomeMessage } from "#app/services/payments/fulfilment.server.ts";
import { chargeSandboxCard, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { answer, getRequest, routeArgs, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

const delivery = { date: deliveryWindow().min, address: "1 Test Street", phone: "555-0100" };

beforeAll(() => {
  // The shop's default hold; the setup file lengthens it for the fixtures of other files.
  env.ORDER_HOLD_HOURS = 48;
});

async function newOrder(qyt = 3) {
  const tool = await insertTool({
    name: "Test Hammer",
    price: 1000,
    minimum_qyt: 1,
    available_qyt: 10,
  });
  const buyer = await userWithToken();
  const order = await orderTool({ ...delivery, toolId: tool.id, qyt, customer: buyer.user });
  return { tool, buyer, order };
}

/** Asks for a payment of the order through the API, as its customer. */
const payIntent = (orderId: string, auth: HeadersInit) =>
  answer(
    createPaymentIntent(
      routeArgs(jsonRequest("/api/create-payment-intent", "POST", { orderId }, auth)),
    ),
  );

/** The mail of one kind to `email` (placing and closing may fall in the same millisecond). */
const mailOfKind = async (email: string, kind: string) =>
  (await mailsTo(email)).find((mail) => mail.kind === kind);

const mailsTo = (email: string) =>
  db
    .selectFrom("outbox")
    .select(["kind", "subject", "text", "html"])
    .where("to", "=", email)
    // Sign-up's own mail is not about orders.
    .where("kind", "!=", "verify-email")
    .orderBy("createdAt")
    .orderBy("kind")
    .execute();

describe("placing and cancelling", () => {
  it("queues the order mail with its pay link in the order's own transaction", async () => {
    const { order, buyer } = await newOrder();
    const [mail, ...others] = await mailsTo(buyer.user.email);
    expect(others).toEqual([]);
    expect(mail?.kind).toBe("order-placed");
    expect(mail?.subject).toBe(`Order placed: ${order.number}, 3 × Test Hammer — Forgeline Tools`);
    expect(mail?.text).toContain(`Order number: ${order.number}`);
    expect(mail?.text).toContain(`http://localhost:3000/dashboard/payment/${order.id}`);
    expect(mail?.text).toContain("Amount: $30.00");
    expect(mail?.html).toContain(`href="http://localhost:3000/dashboard/payment/${order.id}"`);
  });

  it("keeps a cancelled order, labelled and not payable, and tells the customer once", async () => {
    const { order, buyer, tool } = await newOrder();
    const cancelled = await answer(
      orderApi(
        routeArgs(jsonRequest(`/api/orders/${order.id}`, "DELETE", {}, buyer.auth), {
          id: order.id,
        }),
      ),
    );
    expect(cancelled.status).toBe(204);
    expect(await getOrder(order.id)).toMatchObject({ closed: "cancelled", paid: 0 });
    expect((await getTool(tool.id))?.available_qyt).toBe(10);
    // Again: 409, and no second mail or stock.
    const again = await answer(
      orderApi(
        routeArgs(jsonRequest(`/api/orders/${order.id}`, "DELETE", {}, buyer.auth), {
          id: order.id,
        }),
      ),
    );
    expect(again.status).toBe(409);
    expect((await getTool(tool.id))?.available_qyt).toBe(10);
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.kind)).toEqual([
      "order-placed",
      "order-cancelled",
    ]);

    const pay = await payIntent(order.id, buyer.auth);
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe("This order was cancelled: it can no longer be paid.");

    const cookie = await sessionCookie(buyer.user.id);
    const listed = (await myOrders(
      routeArgs(getRequest("/dashboard/myorders", { Cookie: cookie })),
    )) as {
      orders: { id: string; closed: string | null }[];
    };
    expect(listed.orders.find((row) => row.id === order.id)?.closed).toBe("cancelled");
  });

  it("says in the mail that the shop cancelled, when an admin did", async () => {
    const { order, buyer } = await newOrder();
    const admin = await userWithToken("admin");
    const cancelled = await answer(
      orderApi(
        routeArgs(jsonRequest(`/api/orders/${order.id}`, "DELETE", {}, admin.auth), {
          id: order.id,
        }),
      ),
    );
    expect(cancelled.status).toBe(204);
    const mails = await mailsTo(buyer.user.email);
    expect(mails.at(-1)?.text).toContain("The shop has cancelled your order.");
  });
});

describe("paying and shipping", () => {
  it("queues the receipt when paid and the notice when shipped, each once", async () => {
    const { order, buyer } = await newOrder(2);
    const charge = await chargeSandboxCard(order, SANDBOX_CARDS.success);
    if (!charge.ok) throw new Error("the sandbox should take the test card");
    expect(await fulfilFromProvider(charge.payment, order.id)).toBe("fulfilled");
    expect(await fulfilFromProvider(charge.payment, order.id)).toBe("already-fulfilled");
    expect(await shipOrder(order.id)).toBe(true);
    expect(await shipOrder(order.id)).toBe(false);
    const mails = await mailsTo(buyer.user.email);
    // Each once. Two mails queued in the same millisecond have no order between them.
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "order-placed",
      "order-shipped",
      "payment-received",
    ]);
    const mail = (kind: string) => mails.find((one) => one.kind === kind)!;
    expect(mail("payment-received").subject).toBe(
      `Payment received: ${order.number}, 2 × Test Hammer — Forgeline Tools`,
    );
    expect(mail("payment-received").text).toContain(`payment id ${charge.payment.paymentId}`);
    expect(mail("order-shipped").text).toContain("Your order is on its way to 1 Test Street.");
  });
});

describe("an order of several lines", () => {
  /** An unpaid order of a drill and bits with shipping and tax, written as the checkout does. */
  async function newOrderOfLines() {
    const drill = await insertTool({ name: "Lines Drill", price: 8_999, available_qyt: 10 });
    const bits = await insertTool({ name: "Lines Bits", price: 1_300, available_qyt: 10 });
    const buyer = await userWithToken();
    const lines = [
      { toolId: drill.id, name: drill.name, qyt: 1, price: drill.price },
      { toolId: bits.id, name: bits.name, qyt: 3, price: bits.price },
    ];
    const written = await db.transaction().execute((trx) =>
      writeOrder(trx, {
        ...delivery,
        customer: buyer.user,
        lines,
        totals: orderTotals(
          12_899,
          { price: 1_500, freeAbove: null },
          { rateBp: 575, taxShipping: true },
        ),
        shippingMethod: "Standard ground",
        purchaseOrder: "PO-31",
      }),
    );
    if (!("order" in written)) throw new Error("the stock is there");
    return { buyer, order: written.order };
  }

  it("lists its lines, subtotal, shipping, tax, amount and state in every mail", async () => {
    const { order, buyer } = await newOrderOfLines();
    const charge = await chargeSandboxCard(order, SANDBOX_CARDS.success);
    if (!charge.ok) throw new Error("the sandbox should take the test card");
    expect(await fulfilFromProvider(charge.payment, order.id)).toBe("fulfilled");
    expect(await shipOrder(order.id)).toBe(true);
    const mails = await mailsTo(buyer.user.email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "order-placed",
      "order-shipped",
      "payment-received",
    ]);
    const states = {
      "order-placed": "Not Paid",
      "payment-received": "Pending",
      "order-shipped": "Completed",
    };
    for (const mail of mails) {
      expect(mail.subject).toMatch(/: FL-\d+, 1 × Lines Drill, 3 × Lines Bits — Forgeline Tools$/);
      for (const fact of [
        "1 × Lines Drill: $89.99 per piece, $89.99",
        "3 × Lines Bits: $13.00 per piece, $39.00",
        "Subtotal: $128.99",
        "Shipping: Standard ground, $15.00",
        "Tax: $8.28",
        "Amount: $152.27",
        `Status: ${states[mail.kind as keyof typeof states]}`,
        "Purchase order: PO-31",
      ])
        expect(mail.text).toContain(fact);
      expect(mail.html).toContain('<th align="left" style="color:#555555">3 × Lines Bits</th>');
    }
  });

  it("lists its lines in the cancel mail, and the expiry mail orders again from its page", async () => {
    const cancelled = await newOrderOfLines();
    expect(await closeOrder(cancelled.order.id, "cancelled", "customer")).toBe("closed");
    const cancelMail = await mailOfKind(cancelled.buyer.user.email, "order-cancelled");
    expect(cancelMail).toBeDefined();
    expect(cancelMail?.text).toContain("3 × Lines Bits: $13.00 per piece, $39.00");
    expect(cancelMail?.text).toContain("Status: Cancelled");

    const expiring = await newOrderOfLines();
    advanceClock(49);
    await expireDueOrders();
    const expiryMail = await mailOfKind(expiring.buyer.user.email, "order-expired");
    expect(expiryMail).toBeDefined();
    expect(expiryMail?.text).toContain("Status: Expired");
    expect(expiryMail?.text).toContain(
      `Order again:\nhttp://localhost:3000/dashboard/orders/${expiring.order.id}`,
    );
  });

  it("shows its lines, total and purchase order on My Orders and Manage Orders", async () => {
    const { order, buyer } = await newOrderOfLines();
    // A readable search answers the page's data itself (a bad one, 400 with what is wrong).
    const mine = (await myOrders(
      routeArgs(getRequest("/dashboard/myorders", { Cookie: await sessionCookie(buyer.user.id) })),
    )) as Extract<Awaited<ReturnType<typeof myOrders>>, { problems: null }>;
    const listed = mine.orders.find((one) => one.id === order.id)!;
    expect(listed.lines.map((line) => [line.name, line.qyt])).toEqual([
      ["Lines Drill", 1],
      ["Lines Bits", 3],
    ]);
    expect(listed).toMatchObject({ amount: 15_227, shipping: 1_500, tax: 828 });
    const admin = await userWithToken("admin");
    const managed = await manageOrders(
      routeArgs(
        getRequest(`/dashboard/manageorders?q=${order.id}`, {
          Cookie: await sessionCookie(admin.user.id),
        }),
      ),
    );
    expect(managed.orders).toHaveLength(1);
    expect(managed.orders[0]).toMatchObject({ purchaseOrder: "PO-31", amount: 15_227 });
    expect(managed.orders[0]!.lines).toHaveLength(2);
  });
});

describe("orders that expire", () => {
  it("expires an unpaid order once its hold runs out: stock back, mail queued, not payable", async () => {
    const { order, buyer, tool } = await newOrder(4);
    const paidOne = await newOrder(2);
    const charge = await chargeSandboxCard(paidOne.order, SANDBOX_CARDS.success);
    if (!charge.ok) throw new Error("the sandbox should take the test card");
    expect(await fulfilFromProvider(charge.payment, paidOne.order.id)).toBe("fulfilled");

    advanceClock(47);
    expect(await expireDueOrders()).toBe(0);
    advanceClock(2);

    // Read between sweeps: the order page shows it expired already.
    const cookie = await sessionCookie(buyer.user.id);
    const page = (await orderPage(
      routeArgs(getRequest(`/dashboard/orders/${order.id}`, { Cookie: cookie }), { id: order.id }),
    )) as { order: { closed: string | null } };
    expect(page.order.closed).toBe("expired");
    expect((await getTool(tool.id))?.available_qyt).toBe(10);
    expect((await mailsTo(buyer.user.email)).map((mail) => mail.kind)).toEqual([
      "order-placed",
      "order-expired",
    ]);
    // The sweep finds nothing more to do for it, and leaves the paid order alone.
    await expireDueOrders();
    expect((await getTool(tool.id))?.available_qyt).toBe(10);
    expect(await getOrder(paidOne.order.id)).toMatchObject({ paid: 1, closed: null });

    const pay = await payIntent(order.id, buyer.auth);
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe("This order expired before it was paid: it can no longer be paid.");
  });

  it("sweeps every due order in the background pass, once, even when two passes race", async () => {
    const due = await Promise.all([newOrder(1), newOrder(2), newOrder(3)]);
    advanceClock(49);
    const fresh = await newOrder(5);
    const counts = await Promise.all([expireDueOrders(), expireDueOrders()]);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(3);
    for (const { order, tool, buyer } of due) {
      expect((await getOrder(order.id))?.closed).toBe("expired");
      expect((await getTool(tool.id))?.available_qyt).toBe(10);
      expect(
        (await mailsTo(buyer.user.email)).filter((m) => m.kind === "order-expired"),
      ).toHaveLength(1);
    }
    expect(await getOrder(fresh.order.id)).toMatchObject({ closed: null, paid: 0 });
  });

  it("refunds and logs a payment that lands after the hold ran out, like one for a cancelled order", async () => {
    const { order, tool } = await newOrder(2);
    // The card is charged while the order is still held; the confirmation comes too late.
    const charge = await chargeSandboxCard(order, SANDBOX_CARDS.success);
    if (!charge.ok) throw new Error("the sandbox should take the test card");
    advanceClock(49);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);

    const outcome = await fulfilFromProvider(charge.payment, order.id);

    expect(outcome).toBe("order-expired");
    expect(outcomeMessage(outcome)).toBe(
      "This order expired before the payment went through, so the payment was refunded.",
    );
    expect((await getSandboxCharge(charge.payment.paymentId))?.refundedAt).not.toBeNull();
    expect(logged).toHaveBeenCalledWith(
      `Payment ${charge.payment.paymentId} for order ${order.id} was not applied (order-expired) and was refunded`,
    );
    expect(await getOrder(order.id)).toMatchObject({ closed: "expired", paid: 0, paymentId: null });
    expect((await getTool(tool.id))?.available_qyt).toBe(10);
  });

  it("never expires a cancelled order, nor cancels an expired one", async () => {
    const { order } = await newOrder();
    expect(await closeOrder(order.id, "cancelled")).toBe("closed");
    advanceClock(49);
    await expireDueOrders();
    expect((await getOrder(order.id))?.closed).toBe("cancelled");
    expect(await closeOrder(order.id, "cancelled")).toBe("ended");
  });
});

describe("Manage Orders filter", () => {
  it("finds cancelled and expired orders by their state", async () => {
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const cancelled = await newOrder();
    await closeOrder(cancelled.order.id, "cancelled");
    const expired = await newOrder();
    advanceClock(49);
    await expireDueOrders();
    type Data = { orders: { id: string }[] };
    const list = async (state: string) =>
      (
        (await manageOrders(
          routeArgs(getRequest(`/dashboard/manageorders?state=${state}`, { Cookie: cookie })),
        )) as Data
      ).orders.map((row) => row.id);
    expect(await list("cancelled")).toContain(cancelled.order.id);
    expect(await list("cancelled")).not.toContain(expired.order.id);
    expect(await list("expired")).toContain(expired.order.id);
    expect(await list("unpaid")).not.toContain(expired.order.id);
  });
});
