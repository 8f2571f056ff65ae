// Checkout: the cart becomes one order with its lines, priced on the server, every line's stock
// reserved in one transaction or none, once per checkout key; cancel and expiry give every
// line's stock back. The address book, shipping methods and tax rates it reads.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import {
  addAddress,
  deleteAddress,
  formatAddress,
  listAddresses,
} from "#app/models/address.server.ts";
import { MAX_ADDRESSES } from "#app/schemas/address.ts";
import { countCartLines, readCart, setCartLine } from "#app/models/cart.server.ts";
import { placeCart, placeToolOrder, type Choices } from "#tests/fixtures/placing.ts";
import { closeUnpaidOrder, getOrder, listOrdersOf, orderJson } from "#app/models/order.server.ts";
import { pageOrderSearch } from "#app/models/order-search.server.ts";
import {
  addShippingMethod,
  deleteShippingMethod,
  pricedShippingMethods,
  updateShippingMethod,
} from "#app/models/shipping-method.server.ts";
import {
  deleteTaxRate,
  getTaxRate,
  listTaxRates,
  setTaxRate,
} from "#app/models/tax-rate.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { db } from "#app/db.server.ts";
import { env } from "#app/utils/env.server.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { addDays, formatDate } from "#app/utils/dates.ts";
import { earliestDeliveryDay } from "#app/commerce/index.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { expireDueOrders } from "#app/commerce/index.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { OHIO_ADDRESS as ohio } from "#tests/fixtures/addresses.ts";
import {
  buyerWithCart,
  insertDemoShippingAndTax,
  insertTool,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

/** A delivery date every method here can keep (the demo's take at most 5 business days). */
const deliverable = () => deliveryDate();

let standardId: string;
let expressId: string;

beforeAll(async () => {
  ({ standardId, expressId } = await insertDemoShippingAndTax());
});

const checkout = (
  buyer: { user: { id: string }; addressId: string },
  overrides: Partial<Choices> = {},
) =>
  placeCart(buyer.user.id, {
    addressId: buyer.addressId,
    shippingMethodId: standardId,
    date: deliverable(),
    purchaseOrder: null,
    checkoutKey: newId(),
    ...overrides,
  });

const stockOf = async (toolId: string) => (await getTool(toolId))!.available_qyt;

describe("placeOrder from the cart", () => {
  it("places one order of every line at today's prices, with shipping and tax, and empties the cart", async () => {
    const drill = await insertTool({
      name: "Drill",
      price: 8999,
      minimum_qyt: 1,
      available_qyt: 10,
    });
    const bits = await insertTool({ name: "Bits", price: 1250, minimum_qyt: 2, available_qyt: 10 });
    const buyer = await buyerWithCart([
      [drill, 1],
      [bits, 3],
    ]);
    // A price changed after the line went into the cart: the order takes today's.
    await db.updateTable("tools").set({ price: 1300 }).where("id", "=", bits.id).execute();

    const result = await checkout(buyer, { purchaseOrder: "PO-7781" });
    if (result.status !== "placed") throw new Error(JSON.stringify(result));
    const { order } = result;
    // 8,999 + 3 × 1,300 = 12,899; shipping 1,500; Ohio taxes both: 5.75% × 14,399 = 827.94.
    expect(order).toMatchObject({
      subtotal: 12899,
      shipping: 1500,
      tax: 828,
      amount: 15227,
      purchaseOrder: "PO-7781",
      address: "Dana Whitfield, Whitfield Renovations, 214 Foundry Lane, Dayton, OH 45402",
      phone: ohio.phone,
      name: "Drill and 1 more tool",
      qyt: 4,
      paid: 0,
    });
    // Each line keeps the part number it was ordered by.
    expect(order.lines.map((line) => line.sku)).toEqual([drill.sku, bits.sku]);
    expect(
      order.lines.map(({ toolId, qyt, price, amount }) => ({ toolId, qyt, price, amount })),
    ).toEqual([
      { toolId: drill.id, qyt: 1, price: 8999, amount: 8999 },
      { toolId: bits.id, qyt: 3, price: 1300, amount: 3900 },
    ]);
    expect(await stockOf(drill.id)).toBe(9);
    expect(await stockOf(bits.id)).toBe(7);
    expect(await countCartLines({ userId: buyer.user.id })).toBe(0);
    expect(orderJson((await getOrder(order.id))!)).toMatchObject({
      subtotal: 128.99,
      shipping: 15,
      tax: 8.28,
      amount: 152.27,
      purchaseOrder: "PO-7781",
      lines: [
        { toolId: drill.id, name: "Drill", qyt: 1, price: 89.99, amount: 89.99 },
        { toolId: bits.id, name: "Bits", qyt: 3, price: 13, amount: 39 },
      ],
    });
  });

  it("ships free above the method's threshold and taxes only goods where shipping is not taxed", async () => {
    const saw = await insertTool({ price: 25001, minimum_qyt: 1, available_qyt: 10 });
    const buyer = await buyerWithCart([[saw, 2]], { address: { state: "CA" } });
    const result = await checkout(buyer);
    if (result.status !== "placed") throw new Error(JSON.stringify(result));
    // 50,002 cents is above $500.00: no shipping. California: 7.25% × 50,002 = 3,625.145.
    expect(result.order).toMatchObject({ subtotal: 50002, shipping: 0, tax: 3625, amount: 53627 });
  });

  it("charges no tax in a state without a rate", async () => {
    const saw = await insertTool({ price: 1000, minimum_qyt: 1, available_qyt: 10 });
    const buyer = await buyerWithCart([[saw, 1]], { address: { state: "WY" } });
    const result = await checkout(buyer, { shippingMethodId: expressId });
    expect(result).toMatchObject({
      status: "placed",
      order: {
        subtotal: 1000,
        shipping: 4500,
        tax: 0,
        amount: 5500,
        shippingMethod: expect.stringMatching(/^Express/),
      },
    });
  });

  it("names a short line, reserves nothing and keeps the cart", async () => {
    const plenty = await insertTool({ name: "Plenty", minimum_qyt: 1, available_qyt: 50 });
    const scarce = await insertTool({ name: "Scarce", minimum_qyt: 1, available_qyt: 5 });
    const buyer = await buyerWithCart([
      [plenty, 10],
      [scarce, 5],
    ]);
    // Someone else takes stock between the cart and the checkout.
    await db.updateTable("tools").set({ available_qyt: 3 }).where("id", "=", scarce.id).execute();
    expect(await checkout(buyer)).toMatchObject({
      status: "refused",
      problem: "conflict",
      line: { toolId: scarce.id, name: "Scarce", message: "You Can Not Order More Than Stock" },
    });
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(3);
    expect(await countCartLines({ userId: buyer.user.id })).toBe(2);
    const orders = await db
      .selectFrom("orders")
      .select("id")
      .where("userId", "=", buyer.user.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it("refuses a tool that left the catalogue, an empty cart, another's address, an unknown method and a past date", async () => {
    const gone = await insertTool({ name: "Gone", minimum_qyt: 1 });
    const buyer = await buyerWithCart([[gone, 1]]);
    await db
      .updateTable("tools")
      .set({ deletedAt: new Date().toISOString() })
      .where("id", "=", gone.id)
      .execute();
    expect(await checkout(buyer)).toMatchObject({
      status: "refused",
      problem: "conflict",
      line: { toolId: gone.id, name: "Gone", message: "This tool is no longer sold" },
    });
    const empty = await buyerWithCart([]);
    expect(await checkout(empty)).toEqual({
      status: "refused",
      problem: "conflict",
      message: "Your cart is empty",
    });
    expect(await checkout(empty, { addressId: buyer.addressId })).toMatchObject({
      status: "refused",
      field: "addressId",
    });
    expect(await checkout(empty, { shippingMethodId: "nope" })).toMatchObject({
      status: "refused",
      field: "shippingMethodId",
    });
    expect(await checkout(empty, { date: "2020-01-01" })).toEqual({
      status: "refused",
      problem: "invalid",
      field: "date",
      message: "Choose today or a later date",
    });
  });

  it("refuses a date before the chosen method's earliest on the date field, and places on that day", async () => {
    const saw = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 10 });
    const buyer = await buyerWithCart([[saw, 2]]);
    // The shop's today (its clock, its zone), as the placing reads it.
    const standard = earliestDeliveryDay(shopToday(), 5);
    const express = earliestDeliveryDay(shopToday(), 2);
    for (const date of [shopToday(), express, addDays(standard, -1)])
      expect(await checkout(buyer, { date }), date).toEqual({
        status: "refused",
        problem: "invalid",
        field: "date",
        message: `Standard ground delivers on ${formatDate(standard)} at the earliest`,
      });
    // Nothing was reserved and the cart is as it was.
    expect(await stockOf(saw.id)).toBe(10);
    expect(await countCartLines({ userId: buyer.user.id })).toBe(1);
    // Express delivers sooner: its earliest day is taken, and kept on the order.
    const placed = await checkout(buyer, { shippingMethodId: expressId, date: express });
    expect(placed).toMatchObject({
      status: "placed",
      order: { date: express, shippingMethod: "Express" },
    });
    expect(await stockOf(saw.id)).toBe(8);
  });

  it("refuses totals other than those the buyer saw, with today's, and places at the ones seen", async () => {
    const saw = await insertTool({ price: 10000, minimum_qyt: 1, available_qyt: 10 });
    const buyer = await buyerWithCart([[saw, 2]]);
    // Seen: 20,000 + 1,500 shipping + 5.75% of 21,500 (1,236.25) = 22,736.
    const seen = { subtotal: 20000, amount: 22736 };
    await db.updateTable("tools").set({ price: 10500 }).where("id", "=", saw.id).execute();

    expect(await checkout(buyer, { expected: seen })).toEqual({
      status: "refused",
      problem: "conflict",
      message: "Prices changed: review your order",
      // 21,000 + 1,500 + 5.75% of 22,500 (1,293.75) = 23,794.
      totals: { subtotal: 21000, discount: 0, shipping: 1500, tax: 1294, amount: 23794 },
    });
    expect(await checkout(buyer, { expected: { amount: seen.amount } })).toMatchObject({
      totals: expect.anything(),
    });
    expect(await checkout(buyer, { expected: { subtotal: seen.subtotal } })).toMatchObject({
      totals: expect.anything(),
    });
    // Nothing was placed or reserved, and the cart stays.
    expect(await listOrdersOf(buyer.user.id)).toEqual([]);
    expect(await stockOf(saw.id)).toBe(10);
    expect(await countCartLines({ userId: buyer.user.id })).toBe(1);

    const placed = await checkout(buyer, { expected: { subtotal: 21000, amount: 23794 } });
    expect(placed).toMatchObject({ status: "placed", order: { amount: 23794 } });
    expect(await stockOf(saw.id)).toBe(8);
  });

  it("gives the same order for the same checkout key, sent one after the other or at once", async () => {
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 20 });
    const buyer = await buyerWithCart([[tool, 2]]);
    const first = await checkout(buyer, { checkoutKey: "submit-1" });
    const again = await checkout(buyer, { checkoutKey: "submit-1" });
    if (first.status !== "placed" || again.status !== "placed") throw new Error("Not placed");
    expect(again.order.id).toBe(first.order.id);

    await setCartLine({ userId: buyer.user.id }, tool.id, 3);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => checkout(buyer, { checkoutKey: "submit-2" })),
    );
    const ids = new Set(
      racing.map((result) => (result.status === "placed" ? result.order.id : result.status)),
    );
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBe(first.order.id);
    expect(await stockOf(tool.id)).toBe(20 - 2 - 3);
  });

  it("places one cart once when six checkouts of it, each with its own key, run at once", async () => {
    // Two tabs, a double click without script: every submit has its own key, one cart.
    const tool = await insertTool({ minimum_qyt: 1, available_qyt: 50 });
    const buyer = await buyerWithCart([[tool, 4]]);
    const results = await Promise.all(Array.from({ length: 6 }, () => checkout(buyer)));
    const placed = results.filter((result) => result.status === "placed");
    expect(placed).toHaveLength(1);
    for (const result of results.filter((result) => result.status !== "placed"))
      expect(result).toEqual({
        status: "refused",
        problem: "conflict",
        message: "Your cart is empty",
      });
    expect(await listOrdersOf(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(tool.id)).toBe(50 - 4);
  });

  it("never oversells when carts that share tools check out at once, in any order of lines", async () => {
    const tools = await Promise.all(
      Array.from({ length: 3 }, () => insertTool({ minimum_qyt: 1, available_qyt: 12 })),
    );
    // Each cart holds all three tools, added in a different order.
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        buyerWithCart(
          [0, 1, 2].map(
            (offset) =>
              [tools[(index + offset) % 3]!, 1 + ((index + offset) % 3)] as [
                { id: string; price: number },
                number,
              ],
          ),
        ),
      ),
    );
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    const placed = results.filter((result) => result.status === "placed");
    for (const result of results) expect(["placed", "refused"]).toContain(result.status);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(buyers.length);
    for (const tool of tools) {
      const sold = await db
        .selectFrom("order_lines")
        .select((eb) => eb.fn.sum<number>("qyt").as("sold"))
        .where("toolId", "=", tool.id)
        .executeTakeFirstOrThrow();
      const left = await stockOf(tool.id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(Number(sold.sold) + left).toBe(12);
    }
  });
});

describe("placeOrder of one tool to a saved address (the purchase page)", () => {
  it("charges the method's shipping and the address's tax, keeps the PO, and refuses another's address", async () => {
    const tool = await insertTool({ name: "Shipped clamp", price: 2400, minimum_qyt: 5 });
    const buyer = await buyerWithCart([]);
    const toBook = {
      addressId: buyer.addressId,
      shippingMethodId: standardId,
      date: deliverable(),
    };
    const placed = await placeToolOrder({
      customer: buyer.user,
      toolId: tool.id,
      qyt: 5,
      ...toBook,
      purchaseOrder: "PO-88",
    });
    // $120.00 of goods, Standard ground $15.00, Ohio's 5.75% of both: $7.76.
    expect(placed).toMatchObject({
      status: "placed",
      order: {
        address: formatAddress(ohio),
        phone: ohio.phone,
        shippingMethod: "Standard ground",
        purchaseOrder: "PO-88",
        subtotal: 12000,
        shipping: 1500,
        tax: 776,
        amount: 14276,
      },
    });
    const other = await buyerWithCart([]);
    const refusals = await Promise.all([
      placeToolOrder({ customer: other.user, toolId: tool.id, qyt: 5, ...toBook }),
      placeToolOrder({
        customer: buyer.user,
        toolId: tool.id,
        qyt: 5,
        ...toBook,
        shippingMethodId: "nope",
      }),
    ]);
    expect(refusals).toMatchObject([
      { status: "refused", problem: "invalid", field: "addressId" },
      { status: "refused", problem: "invalid", field: "shippingMethodId" },
    ]);
    expect(await stockOf(tool.id)).toBe(tool.available_qyt - 5);
  });
});

describe("ending a checkout's order unpaid", () => {
  beforeAll(() => {
    // The shop's default hold; the setup file lengthens it for the fixtures of other files.
    env.ORDER_HOLD_HOURS = 48;
  });

  const threeLines = async () => {
    const tools = await Promise.all(
      [1, 2, 3].map(() => insertTool({ minimum_qyt: 1, available_qyt: 10 })),
    );
    const buyer = await buyerWithCart(tools.map((tool, index) => [tool, index + 1]));
    const result = await checkout(buyer);
    if (result.status !== "placed") throw new Error(JSON.stringify(result));
    expect(await Promise.all(tools.map((tool) => stockOf(tool.id)))).toEqual([9, 8, 7]);
    return { tools, order: result.order };
  };

  it("gives every line's stock back when cancelled", async () => {
    const { tools, order } = await threeLines();
    expect(await closeUnpaidOrder(order.id, "cancelled")).toBe(true);
    expect(await Promise.all(tools.map((tool) => stockOf(tool.id)))).toEqual([10, 10, 10]);
    // Once only.
    expect(await closeUnpaidOrder(order.id, "cancelled")).toBe(false);
    expect(await Promise.all(tools.map((tool) => stockOf(tool.id)))).toEqual([10, 10, 10]);
  });

  it("gives every line's stock back when it expires", async () => {
    const { tools, order } = await threeLines();
    advanceClock(49);
    expect(await expireDueOrders()).toBeGreaterThanOrEqual(1);
    expect((await getOrder(order.id))?.closed).toBe("expired");
    expect(await Promise.all(tools.map((tool) => stockOf(tool.id)))).toEqual([10, 10, 10]);
  });
});

describe("the address book", () => {
  it("keeps each customer's own addresses, and formats one for the order", async () => {
    const { user } = await userWithToken();
    const { user: other } = await userWithToken();
    const added = await addAddress(user.id, { ...ohio, company: null });
    expect(formatAddress(added!)).toBe("Dana Whitfield, 214 Foundry Lane, Dayton, OH 45402");
    expect(await listAddresses(other.id)).toEqual([]);
    expect(await deleteAddress(other.id, added!.id)).toBe(false);
    expect(await listAddresses(user.id)).toHaveLength(1);
    expect(await deleteAddress(user.id, added!.id)).toBe(true);
    expect(await listAddresses(user.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { user } = await userWithToken();
    for (let index = 0; index < MAX_ADDRESSES; index++)
      expect(await addAddress(user.id, ohio)).not.toBeNull();
    expect(await addAddress(user.id, ohio)).toBeNull();
  });
});

describe("shipping methods and tax rates", () => {
  it("prices each method for a subtotal, and refuses a second method of one name", async () => {
    const name = `Pallet ${newId()}`;
    const added = await addShippingMethod({
      name,
      price: 9000,
      freeAbove: 100000,
      daysInTransit: 2,
    });
    if (added.status !== "saved") throw new Error("Not saved");
    expect(await addShippingMethod({ name, price: 1, freeAbove: null, daysInTransit: 2 })).toEqual({
      status: "name-taken",
    });
    const priced = async (subtotal: number) =>
      (await pricedShippingMethods(subtotal)).find((method) => method.id === added.method.id)?.cost;
    expect(await priced(100000)).toBe(9000);
    expect(await priced(100001)).toBe(0);
    expect(
      await updateShippingMethod(added.method.id, {
        name,
        price: 8000,
        freeAbove: null,
        daysInTransit: 2,
      }),
    ).toBe("saved");
    expect(await priced(100001)).toBe(8000);
    expect(
      await updateShippingMethod("nope", {
        name: "x",
        price: 1,
        freeAbove: null,
        daysInTransit: 2,
      }),
    ).toBe("missing");
    expect(await deleteShippingMethod(added.method.id)).toBe(true);
    expect(await priced(1)).toBeUndefined();
  });

  it("sets, replaces and removes a state's rate", async () => {
    await setTaxRate({ state: "TX", rateBp: 625, taxShipping: true });
    await setTaxRate({ state: "TX", rateBp: 630, taxShipping: false });
    expect(await getTaxRate("TX")).toEqual({ state: "TX", rateBp: 630, taxShipping: 0 });
    expect((await listTaxRates()).map((rate) => rate.state)).toContain("TX");
    expect(await deleteTaxRate("TX")).toBe(true);
    expect(await getTaxRate("TX")).toBeUndefined();
  });
});

it("lists a customer's orders with their lines, paged or whole", async () => {
  const tools = await Promise.all([1, 2].map(() => insertTool({ minimum_qyt: 1 })));
  const buyer = await buyerWithCart(tools.map((tool) => [tool, 1]));
  const expected = [tools.map((tool) => tool.id)];
  await checkout(buyer);
  const lineTools = (orders: { lines: { toolId: string }[] }[]) =>
    orders.map((order) => order.lines.map((line) => line.toolId));
  expect(lineTools(await listOrdersOf(buyer.user.id))).toEqual(expected);
  const firstPage = await pageOrderSearch({ q: "", page: 1 }, { customerId: buyer.user.id });
  expect(lineTools(firstPage.rows)).toEqual(expected);
});

it("keeps the cart readable after a checkout of it", async () => {
  const tool = await insertTool({ minimum_qyt: 1, available_qyt: 5 });
  const buyer = await buyerWithCart([[tool, 1]]);
  await checkout(buyer);
  expect(await readCart({ userId: buyer.user.id })).toEqual({ lines: [], subtotal: 0, code: null });
});
