// The checkout's own additions: its totals before placing (checkoutTotals), "Order again"
// (reorderIntoCart and its message), a typed address found again in the book, the hosted
// payment page's items adding up to the order's amount, and the two API routes.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { findOrAddAddress, listAddresses } from "#app/models/address.server.ts";
import { readCart } from "#app/models/cart.server.ts";
import { checkoutTotals } from "#app/models/checkout.server.ts";
import { offeredTo } from "#app/models/cart-offers.server.ts";
import { placeCart, placedOrder } from "#tests/fixtures/placing.ts";
import { getOrder, listOrdersOf } from "#app/models/order.server.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { earliestDeliveryDay } from "#app/commerce/index.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { formatDate } from "#app/utils/dates.ts";
import { checkoutItems } from "#app/services/payments/provider.ts";
import { reorderIntoCart } from "#app/models/cart.server.ts";
import { reorderNotice } from "#app/utils/reorder-notice.ts";
import { action as checkoutApi } from "#app/routes/api.checkout.ts";
import { action as checkoutPage, loader as checkoutPageLoader } from "#app/routes/checkout.tsx";
import { loader as shippingMethodsApi } from "#app/routes/api.shipping-methods.ts";
import { answer, getRequest, routeArgs, jsonRequest, unwrap } from "#tests/support/route-args.ts";
import { OHIO_ADDRESS } from "#tests/fixtures/addresses.ts";
import type { CartLines } from "#tests/fixtures/carts.ts";
import {
  buyerWithCart as buyerWithCartOf,
  insertDemoShippingAndTax,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

const ohio = { ...OHIO_ADDRESS, company: null };

let standardId: string;

beforeAll(async () => {
  ({ standardId } = await insertDemoShippingAndTax());
});

const buyerWithCart = (lines: CartLines) => buyerWithCartOf(lines, { address: { company: null } });

const byName = <Line extends { name: string }>(lines: Line[]) =>
  [...lines].sort((a, b) => a.name.localeCompare(b.name));

const orderOf = async (buyer: Awaited<ReturnType<typeof buyerWithCart>>) => {
  const placed = await placeCart(buyer.user.id, {
    addressId: buyer.addressId,
    shippingMethodId: standardId,
    date: deliveryDate(),
    checkoutKey: newId(),
  });
  return placedOrder(placed);
};

const NONE = { code: null, codeProblem: null, promotions: [], total: 0 };

/** A cart of one line of `subtotal` cents, offered no promotions (the shop has none). */
async function cartOf(subtotal: number) {
  const cart = {
    code: null,
    lines: [{ toolId: newId(), categoryId: null, amount: subtotal, removed: false }],
  };
  return [cart, await offeredTo({ userId: newId() }, null)] as const;
}

describe("checkoutTotals", () => {
  it("prices shipping and the state's tax like the order, and leaves tax open until a state is known", async () => {
    // A customer of no company: no certificate exempts their orders.
    const customerId = newId();
    expect(
      await checkoutTotals(...(await cartOf(10000)), {
        customerId,
        state: "OH",
        shippingMethodId: standardId,
      }),
    ).toEqual({
      subtotal: 10000,
      discount: NONE,
      shipping: 1500,
      // 5.75% of $115.00 (Ohio taxes shipping here) = 661.25 cents, 661.
      tax: { state: "OH", amount: 661, exemption: null },
      amount: 12161,
    });
    expect(
      await checkoutTotals(...(await cartOf(60000)), {
        customerId,
        state: null,
        shippingMethodId: standardId,
      }),
    ).toEqual({
      subtotal: 60000,
      discount: NONE,
      shipping: 0,
      tax: null,
      amount: null,
    });
    // A state without a rate is no tax; no method chosen is no total yet.
    expect(
      await checkoutTotals(...(await cartOf(10000)), {
        customerId,
        state: "WY",
        shippingMethodId: null,
      }),
    ).toEqual({
      subtotal: 10000,
      discount: NONE,
      shipping: null,
      tax: { state: "WY", amount: 0, exemption: null },
      amount: null,
    });
  });
});

describe("reorderIntoCart", () => {
  it("puts the order's lines in the cart at today's prices and limits, and says what changed", async () => {
    const drill = await insertTool({
      name: "Drill",
      price: 9000,
      minimum_qyt: 1,
      available_qyt: 9,
    });
    const bits = await insertTool({ name: "Bits", price: 1000, minimum_qyt: 2, available_qyt: 20 });
    const saw = await insertTool({ name: "Saw", price: 5000, minimum_qyt: 1, available_qyt: 5 });
    const vise = await insertTool({ name: "Vise", price: 3000, minimum_qyt: 1, available_qyt: 5 });
    const buyer = await buyerWithCart([
      [drill, 4],
      [bits, 3],
      [saw, 1],
      [vise, 2],
    ]);
    const order = await orderOf(buyer);
    // Since the order: the drill's price went up, the bits' stock fell to 2 (and their minimum
    // rose to 2... it was already); the saw left the catalogue; the vise's minimum went to 3.
    await db.updateTable("tools").set({ price: 9500 }).where("id", "=", drill.id).execute();
    await db.updateTable("tools").set({ available_qyt: 2 }).where("id", "=", bits.id).execute();
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", saw.id)
      .execute();
    await db.updateTable("tools").set({ minimum_qyt: 3 }).where("id", "=", vise.id).execute();

    // Lines added in the same millisecond keep no order between them: compared by name.
    const lines = byName((await reorderIntoCart(buyer.user.id, order.id)) ?? []);
    expect(lines).toEqual([
      expect.objectContaining({
        name: "Bits",
        status: "added",
        qyt: 2,
        adjusted: "lowered-to-stock",
      }),
      expect.objectContaining({
        name: "Drill",
        status: "added",
        qyt: 4,
        price: 9500,
        orderedPrice: 9000,
        adjusted: null,
      }),
      { toolId: saw.id, name: "Saw", status: "gone" },
      expect.objectContaining({
        name: "Vise",
        status: "added",
        qyt: 3,
        adjusted: "raised-to-minimum",
      }),
    ]);
    const cart = await readCart({ userId: buyer.user.id });
    expect(byName(cart.lines).map((line) => [line.name, line.qyt, line.price])).toEqual([
      ["Bits", 2, 1000],
      ["Drill", 4, 9500],
      ["Vise", 3, 3000],
    ]);
    expect(reorderNotice(lines)).toBe(
      "Its lines are in your cart at today's prices. What changed: Bits: 2 pcs, all there is in " +
        "stock; Drill: price $90.00 → $95.00; Saw: This tool is no longer sold; Vise: 3 pcs, " +
        "today's minimum.",
    );

    // Again: the same tools add up, within stock (the order holds 4 of the drill's 9).
    const again = byName((await reorderIntoCart(buyer.user.id, order.id)) ?? []);
    expect(again[0]).toMatchObject({ status: "added", qyt: 2, adjusted: "lowered-to-stock" });
    expect(again[1]).toMatchObject({ status: "added", qyt: 5, adjusted: "lowered-to-stock" });
  });

  it("answers null for another customer's order, and says so when nothing can be ordered", async () => {
    const clamp = await insertTool({ name: "Clamp", price: 500, minimum_qyt: 1, available_qyt: 3 });
    const buyer = await buyerWithCart([[clamp, 3]]);
    const order = await orderOf(buyer);
    const stranger = await userWithToken();
    expect(await reorderIntoCart(stranger.user.id, order.id)).toBeNull();
    expect((await readCart({ userId: stranger.user.id })).lines).toEqual([]);
    // The order took all 3: none left.
    // Lines added in the same millisecond keep no order between them: compared by name.
    const lines = byName((await reorderIntoCart(buyer.user.id, order.id)) ?? []);
    expect(lines).toEqual([{ toolId: clamp.id, name: "Clamp", status: "out-of-stock" }]);
    expect(reorderNotice(lines!)).toBe(
      "None of its tools can be ordered today. What changed: Clamp: out of stock.",
    );
  });
});

describe("findOrAddAddress", () => {
  it("finds the same address again instead of saving it twice", async () => {
    const { user } = await userWithToken();
    const first = await findOrAddAddress({ userId: user.id }, ohio);
    const again = await findOrAddAddress({ userId: user.id }, ohio);
    const other = await findOrAddAddress({ userId: user.id }, { ...ohio, zip: "45403" });
    expect(again?.id).toBe(first?.id);
    expect(other?.id).not.toBe(first?.id);
    expect(await listAddresses({ userId: user.id })).toHaveLength(2);
  });
});

describe("checkoutItems", () => {
  it("lists the lines, shipping and tax of an order, adding up to its amount", async () => {
    const drill = await insertTool({
      name: "Drill",
      price: 8999,
      minimum_qyt: 1,
      available_qyt: 9,
    });
    const bits = await insertTool({ name: "Bits", price: 1250, minimum_qyt: 2, available_qyt: 9 });
    const order = await orderOf(
      await buyerWithCart([
        [drill, 1],
        [bits, 2],
      ]),
    );
    const items = checkoutItems(order);
    expect(items.map((item) => item.name)).toEqual([
      ...order.lines.map((line) => line.name),
      expect.stringMatching(/^Shipping \(Standard ground/),
      "Sales tax",
    ]);
    expect(items.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0)).toBe(
      order.amount,
    );
  });
});

describe("the checkout API", () => {
  const body = (addressId: string, extra: Record<string, unknown> = {}) => ({
    addressId,
    shippingMethodId: standardId,
    date: deliveryDate(),
    ...extra,
  });
  const post = (auth: HeadersInit, payload: unknown, headers: HeadersInit = {}) =>
    answer(
      checkoutApi(
        routeArgs(jsonRequest("/api/checkout", "POST", payload, { ...auth, ...headers })),
      ),
    );

  it("places the cart with the key once, answering the same order both times", async () => {
    const drill = await insertTool({
      name: "Drill",
      price: 10000,
      minimum_qyt: 1,
      available_qyt: 9,
    });
    const buyer = await buyerWithCart([[drill, 1]]);
    const methods = await answer(
      shippingMethodsApi(
        routeArgs(getRequest(`/api/shipping-methods?addressId=${buyer.addressId}`, buyer.auth)),
      ),
    );
    expect(methods.status).toBe(200);
    expect(methods.body).toContainEqual({
      _id: standardId,
      name: "Standard ground",
      price: 15,
      daysInTransit: 5,
      earliestDelivery: earliestDeliveryDay(shopToday(), 5),
    });

    const key = { "Idempotency-Key": newId() };
    const first = await post(buyer.auth, body(buyer.addressId, { purchaseOrder: "PO-7781" }), key);
    const second = await post(buyer.auth, body(buyer.addressId, { purchaseOrder: "PO-7781" }), key);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(first.body).toMatchObject({
      address: "Dana Whitfield, 214 Foundry Lane, Dayton, OH 45402",
      phone: ohio.phone,
      subtotal: 100,
      shipping: 15,
      tax: 6.61,
      amount: 121.61,
      purchaseOrder: "PO-7781",
      lines: [{ toolId: drill.id, name: "Drill", qyt: 1, price: 100, amount: 100 }],
    });
    expect((await getOrder(first.body._id))?.amount).toBe(12161);
  });

  it("answers 409 with today's totals when they are not the expectedTotal sent", async () => {
    const drill = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 9 });
    const buyer = await buyerWithCart([[drill, 1]]);
    // The buyer saw $121.61 (100 + 15 + 5.75% of 115); an admin raises the drill to $110.
    await db.updateTable("tools").set({ price: 11000 }).where("id", "=", drill.id).execute();
    const changed = await post(buyer.auth, body(buyer.addressId, { expectedTotal: 121.61 }));
    // 110 + 15 + 5.75% of 125 (7.1875) = 132.19.
    expect(changed).toEqual({
      status: 409,
      body: {
        error: "Prices changed: review your order",
        subtotal: 110,
        shipping: 15,
        tax: 7.19,
        total: 132.19,
      },
    });
    expect((await readCart({ userId: buyer.user.id })).lines).toHaveLength(1);
    expect(
      (await post(buyer.auth, body(buyer.addressId, { expectedTotal: -1 }))).body.fieldErrors,
    ).toEqual({ expectedTotal: ["Enter at least $0"] });

    const placed = await post(buyer.auth, body(buyer.addressId, { expectedTotal: 132.19 }));
    expect(placed).toMatchObject({ status: 201, body: { amount: 132.19 } });
  });

  it("places at today's total when no expectedTotal is sent", async () => {
    const drill = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 9 });
    const buyer = await buyerWithCart([[drill, 1]]);
    await db.updateTable("tools").set({ price: 11000 }).where("id", "=", drill.id).execute();
    const placed = await post(buyer.auth, body(buyer.addressId));
    expect(placed).toMatchObject({ status: 201, body: { amount: 132.19 } });
  });

  it("answers 400 for bad fields and another's address, 409 for a short line or an empty cart", async () => {
    const drill = await insertTool({
      name: "Drill",
      price: 10000,
      minimum_qyt: 1,
      available_qyt: 9,
    });
    const buyer = await buyerWithCart([[drill, 5]]);
    const stranger = await buyerWithCart([]);

    const bad = await post(buyer.auth, { addressId: buyer.addressId, date: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(
      expect.arrayContaining(["shippingMethodId", "date"]),
    );
    const theirs = await post(buyer.auth, body(stranger.addressId));
    expect(theirs).toEqual({
      status: 400,
      body: {
        error: "Choose one of your saved addresses",
        fieldErrors: { addressId: ["Choose one of your saved addresses"] },
      },
    });
    const longKey = await post(buyer.auth, body(buyer.addressId), {
      "Idempotency-Key": "k".repeat(65),
    });
    expect(longKey.status).toBe(400);

    await db.updateTable("tools").set({ available_qyt: 3 }).where("id", "=", drill.id).execute();
    const short = await post(buyer.auth, body(buyer.addressId));
    expect(short).toEqual({
      status: 409,
      body: {
        error: "Drill: You Can Not Order More Than Stock",
        line: { toolId: drill.id, name: "Drill", message: "You Can Not Order More Than Stock" },
      },
    });
    expect((await readCart({ userId: buyer.user.id })).lines).toHaveLength(1);

    const empty = await post(stranger.auth, body(stranger.addressId));
    expect(empty).toEqual({ status: 409, body: { error: "Your cart is empty" } });
    const notTheirs = await answer(
      shippingMethodsApi(
        routeArgs(getRequest(`/api/shipping-methods?addressId=${buyer.addressId}`, stranger.auth)),
      ),
    );
    expect(notTheirs.status).toBe(404);
  });

  it("answers 400 on the date for a day before the method's earliest, and places on that day", async () => {
    const drill = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 9 });
    const buyer = await buyerWithCart([[drill, 1]]);
    const earliest = earliestDeliveryDay(shopToday(), 5);
    const message = `Standard ground delivers on ${formatDate(earliest)} at the earliest`;
    const early = await post(buyer.auth, body(buyer.addressId, { date: shopToday() }));
    expect(early).toEqual({
      status: 400,
      body: { error: message, fieldErrors: { date: [message] } },
    });
    expect(await listOrdersOf(buyer.user.id)).toEqual([]);
    const placed = await post(buyer.auth, body(buyer.addressId, { date: earliest }));
    expect(placed).toMatchObject({ status: 201, body: { date: earliest } });
  });
});

describe("the checkout page", () => {
  const submit = (cookie: string, fields: Record<string, string>) =>
    checkoutPage(
      routeArgs(
        new Request(new URL("/checkout", "http://shop.test"), {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Cookie: cookie },
        }),
      ),
    );

  it("starts the date at the first method's earliest day, and refuses an earlier one on its field", async () => {
    const drill = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 9 });
    const buyer = await buyerWithCart([[drill, 1]]);
    const cookie = await sessionCookie(buyer.user.id);
    const drawn = unwrap<{
      choices: { shippingMethodId: string; date: string };
      methods: { id: string; earliestDelivery: string }[];
      checkoutKey: string;
    }>(await checkoutPageLoader(routeArgs(getRequest("/checkout", { Cookie: cookie })))).data;
    const standard = earliestDeliveryDay(shopToday(), 5);
    const express = earliestDeliveryDay(shopToday(), 2);
    expect(drawn.choices).toMatchObject({ shippingMethodId: standardId, date: standard });
    expect(drawn.methods.map((method) => method.earliestDelivery)).toEqual([standard, express]);

    // Without JavaScript the date stays Express's when Standard ground is chosen after all.
    const refused = unwrap<{ result: { error: Record<string, string[]> } }>(
      await submit(cookie, {
        addressId: buyer.addressId,
        shippingMethodId: standardId,
        date: express,
        checkoutKey: drawn.checkoutKey,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      date: [`Standard ground delivers on ${formatDate(standard)} at the earliest`],
    });
    expect(await listOrdersOf(buyer.user.id)).toEqual([]);
  });

  it("refuses an order whose totals changed since the page was drawn, and shows today's", async () => {
    const drill = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 9 });
    const buyer = await buyerWithCart([[drill, 1]]);
    const cookie = await sessionCookie(buyer.user.id);
    const drawn = unwrap<{
      totals: { subtotal: number; amount: number | null };
      choices: { addressId: string; shippingMethodId: string };
      checkoutKey: string;
    }>(await checkoutPageLoader(routeArgs(getRequest("/checkout", { Cookie: cookie })))).data;
    expect(drawn.totals).toMatchObject({ subtotal: 10000, amount: 12161 });
    const form = {
      addressId: buyer.addressId,
      shippingMethodId: standardId,
      date: deliveryDate(),
      checkoutKey: drawn.checkoutKey,
      expectedSubtotal: "100",
      expectedTotal: "121.61",
    };
    await db.updateTable("tools").set({ price: 11000 }).where("id", "=", drill.id).execute();

    const refused = unwrap<{
      result: { error: Record<string, string[]> };
      totals: { subtotal: number; amount: number };
      lines: { price: number }[];
    }>(await submit(cookie, form));
    expect(refused.status).toBe(409);
    expect(refused.data.result.error[""]).toEqual(["Prices changed: review your order"]);
    expect(refused.data.totals).toMatchObject({ subtotal: 11000, amount: 13219 });
    expect(refused.data.lines.map((line) => line.price)).toEqual([11000]);
    expect(await listOrdersOf(buyer.user.id)).toEqual([]);

    // A total the page could not show yet (a new address): the subtotal seen still counts.
    const bySubtotal = unwrap<{ result: { error: Record<string, string[]> } }>(
      await submit(cookie, { ...form, expectedTotal: "" }),
    );
    expect(bySubtotal.data.result.error[""]).toEqual(["Prices changed: review your order"]);

    const again = (await submit(cookie, {
      ...form,
      expectedSubtotal: "110",
      expectedTotal: "132.19",
    })) as Response;
    expect(again.status).toBe(302);
    expect(await listOrdersOf(buyer.user.id)).toHaveLength(1);
  });
});
