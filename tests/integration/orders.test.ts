import { orderTool, placeToolOrder } from "#tests/fixtures/placing.ts";
import { describe, expect, it } from "vitest";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { closeUnpaidOrder, fulfilOrder, getOrder, shipOrder } from "#app/models/order.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { db } from "#app/db.server.ts";
import { checkoutTexts, sharedTexts } from "#app/messages.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const STOCK_GONE = sharedTexts.overStock;

const delivery = { date: deliveryWindow().min, address: "1 Test Street", phone: "555-0100" };

async function customer() {
  return (await userWithToken()).user;
}

describe("placeOrder", () => {
  it("charges the tool's own price and reserves the stock", async () => {
    const tool = await insertTool({ price: 1250, minimum_qyt: 2, available_qyt: 10 });
    const buyer = await customer();
    const order = await orderTool({ ...delivery, toolId: tool.id, qyt: 4, customer: buyer });
    expect(order).toMatchObject({
      price: 1250,
      amount: 5000,
      qyt: 4,
      paid: 0,
      name: tool.name,
      email: buyer.email,
    });
    expect((await getTool(tool.id))?.available_qyt).toBe(6);
  });

  it("never sells more than the stock, however many orders arrive at once", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const buyers = await Promise.all(Array.from({ length: 5 }, customer));
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        placeToolOrder({
          ...delivery,
          toolId: tool.id,
          qyt: 1 + (index % 3),
          customer: buyers[index % 5]!,
        }),
      ),
    );
    const placed = outcomes.filter((outcome) => outcome.status === "placed");
    // Every other one was refused for the stock, on the quantity, with the spec's words.
    for (const outcome of outcomes.filter((outcome) => outcome.status === "refused"))
      expect(outcome).toMatchObject({ problem: "conflict", field: "qyt", message: STOCK_GONE });

    const orders = await db
      .selectFrom("orders")
      .select("qyt")
      .where("toolId", "=", tool.id)
      .execute();
    const sold = orders.reduce((sum, order) => sum + order.qyt, 0);
    const left = (await getTool(tool.id))!.available_qyt;
    expect(placed.length).toBe(orders.length);
    expect(sold + left).toBe(10);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(3);
  });

  it("turns a form posted twice into one order", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 10 });
    const buyer = await customer();
    const input = { ...delivery, toolId: tool.id, qyt: 2, customer: buyer, requestId: "form-123" };
    const [first, second] = await Promise.all([orderTool(input), orderTool(input)]);
    expect(second.id).toBe(first.id);
    expect((await orderTool(input)).id).toBe(first.id);
    expect((await getTool(tool.id))?.available_qyt).toBe(8);
  });

  it("refuses below the minimum and for a deleted tool", async () => {
    const tool = await insertTool({ minimum_qyt: 5 });
    const buyer = await customer();
    expect(
      await placeToolOrder({ ...delivery, toolId: tool.id, qyt: 4, customer: buyer }),
    ).toMatchObject({
      status: "refused",
      problem: "conflict",
      field: "qyt",
      message: "Minimum Order Quantity Is 5",
    });
    const gone = await insertTool({ deletedAt: new Date().toISOString() });
    expect(
      await placeToolOrder({ ...delivery, toolId: gone.id, qyt: 5, customer: buyer }),
    ).toMatchObject({ status: "refused", field: "toolId", message: checkoutTexts.toolGone });
  });
});

describe("cancelling, paying and shipping", () => {
  async function unpaidOrder() {
    const tool = await insertTool({ price: 1000, minimum_qyt: 1, available_qyt: 10 });
    return orderTool({ ...delivery, toolId: tool.id, qyt: 3, customer: await customer() });
  }

  it("cancels an unpaid order and gives the stock back, never a paid one", async () => {
    const order = await unpaidOrder();
    expect(await closeUnpaidOrder(order.id, "cancelled")).toBe(true);
    // Kept as a state, not deleted; a second cancel changes nothing.
    expect(await getOrder(order.id)).toMatchObject({ closed: "cancelled", paid: 0 });
    expect((await getTool(order.toolId))?.available_qyt).toBe(10);
    expect(await closeUnpaidOrder(order.id, "cancelled")).toBe(false);
    expect((await getTool(order.toolId))?.available_qyt).toBe(10);
    expect(
      await fulfilOrder({ paymentId: "pi_0", orderId: order.id, amount: 3000, currency: "usd" }),
    ).toBe("order-cancelled");
    expect((await getOrder(order.id))?.paid).toBe(0);

    const paid = await unpaidOrder();
    await fulfilOrder({ paymentId: "pi_1", orderId: paid.id, amount: 3000, currency: "usd" });
    expect(await closeUnpaidOrder(paid.id, "cancelled")).toBe(false);
    expect((await getOrder(paid.id))?.paid).toBe(1);
  });

  it("fulfils once per payment, and never for another amount, currency or payment", async () => {
    const order = await unpaidOrder();
    expect(
      await fulfilOrder({
        paymentId: "pi_short",
        orderId: order.id,
        amount: 2999,
        currency: "usd",
      }),
    ).toBe("amount-mismatch");
    expect(
      await fulfilOrder({ paymentId: "pi_eur", orderId: order.id, amount: 3000, currency: "eur" }),
    ).toBe("amount-mismatch");
    expect((await getOrder(order.id))?.paid).toBe(0);

    const payment = { paymentId: "pi_good", orderId: order.id, amount: 3000, currency: "usd" };
    const results = await Promise.all([
      fulfilOrder(payment),
      fulfilOrder(payment),
      fulfilOrder(payment),
    ]);
    expect(results.sort()).toEqual(["already-fulfilled", "already-fulfilled", "fulfilled"]);
    expect(await getOrder(order.id)).toMatchObject({
      paid: 1,
      paymentId: "pi_good",
      status: "Pending",
    });
    expect(await fulfilOrder({ ...payment, paymentId: "pi_other" })).toBe(
      "paid-by-another-payment",
    );
    expect(await fulfilOrder({ ...payment, orderId: "missing" })).toBe("no-such-order");
  });

  it("ships only paid, Pending orders", async () => {
    const order = await unpaidOrder();
    expect(await shipOrder(order.id)).toBe(false);
    await fulfilOrder({ paymentId: "pi_ship", orderId: order.id, amount: 3000, currency: "usd" });
    expect(await shipOrder(order.id)).toBe(true);
    expect(await shipOrder(order.id)).toBe(false);
    expect((await getOrder(order.id))?.status).toBe("Shipped");
  });

  it("records when the status changed: placed, paid, shipped", async () => {
    const order = await unpaidOrder();
    expect(order.statusChangedAt).toBe(order.createdAt);
    const stamps = [order.statusChangedAt!];
    await fulfilOrder({ paymentId: "pi_when", orderId: order.id, amount: 3000, currency: "usd" });
    stamps.push((await getOrder(order.id))!.statusChangedAt!);
    await shipOrder(order.id);
    const shipped = await getOrder(order.id);
    stamps.push(shipped!.statusChangedAt!);
    // Each change writes its own time, never earlier than the one before.
    expect([...stamps].sort()).toEqual(stamps);
    expect(shipped).toMatchObject({ status: "Shipped", createdAt: order.createdAt });
    // A refused ship changes nothing, the time included.
    expect(await shipOrder(order.id)).toBe(false);
    expect((await getOrder(order.id))?.statusChangedAt).toBe(stamps[2]);
  });
});
