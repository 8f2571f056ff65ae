// The checkout over the JSON API, on this worker's own shop: shipping methods priced for the
// cart, POST /api/checkout with an Idempotency-Key, paying the order's whole amount (shipping
// and Ohio's tax included) in the sandbox; a short line (409, nothing changed), bad fields
// (400), a date before the method's earliest (400) and another customer's address.
import type { APIRequestContext } from "@playwright/test";
import { newId } from "#db/id.ts";
import { apiBuyer } from "./support/buyers";
import { expect, test } from "./support/own-shop";
import { stockOf } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { formatDate } from "#app/utils/dates.ts";
import { earliestDays } from "./support/delivery-dates";

async function methodsFor(
  request: APIRequestContext,
  auth: Record<string, string>,
  addressId: string,
) {
  const response = await request.get(`/api/shipping-methods?addressId=${addressId}`, {
    headers: auth,
  });
  return { status: response.status(), body: await response.json() };
}

test("an API client checks out its cart once per key and pays the whole amount", async ({
  request,
  shopDb,
  ownShop,
}, testInfo) => {
  const { customer, drill, addressId, auth } = await apiBuyer(shopDb, ownShop.baseUrl, testInfo);
  const methods = await methodsFor(request, auth, addressId);
  expect(methods.status).toBe(200);
  // Each with the earliest delivery date it can keep, business days from the shop's today.
  const { standard: standardDay, express: expressDay } = earliestDays();
  expect(methods.body).toEqual([
    {
      _id: expect.any(String),
      name: "Standard ground",
      price: 15,
      daysInTransit: 5,
      earliestDelivery: standardDay,
    },
    {
      _id: expect.any(String),
      name: "Express",
      price: 45,
      daysInTransit: 2,
      earliestDelivery: expressDay,
    },
  ]);
  const [standard] = methods.body as { _id: string }[];

  const order = {
    addressId,
    shippingMethodId: standard!._id,
    date: deliveryDate(),
    purchaseOrder: "PO-2210",
  };
  const headers = { ...auth, "Idempotency-Key": `retry-${newId()}` };
  // A total seen before the prices it was drawn at changed: nothing placed, today's totals.
  const stale = await request.post("/api/checkout", {
    headers,
    data: { ...order, expectedTotal: 300 },
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({
    error: "Prices changed: review your order",
    subtotal: 299.98,
    shipping: 15,
    tax: 18.11,
    total: 333.09,
  });
  const first = await request.post("/api/checkout", {
    headers,
    data: { ...order, expectedTotal: 333.09 },
  });
  expect(first.status()).toBe(201);
  const placed = await first.json();
  // Ohio taxes shipping: 5.75% of $314.98 is $18.11.
  expect(placed).toMatchObject({
    address: "Dana Whitfield, Whitfield Renovations, 214 Foundry Lane, Dayton, OH 45402",
    phone: "+1 937 555 0142",
    subtotal: 299.98,
    shipping: 15,
    tax: 18.11,
    amount: 333.09,
    purchaseOrder: "PO-2210",
    shippingMethod: "Standard ground",
    paid: false,
  });
  expect(placed.lines).toHaveLength(2);
  expect(placed.lines[1]).toEqual({
    toolId: drill.id,
    name: drill.name,
    // A tool made without a part number takes the default one from its id.
    sku: `FL-${drill.id.toUpperCase()}`,
    qyt: 2,
    price: 89.99,
    amount: 179.98,
    discount: 0,
  });
  expect(await stockOf(shopDb, drill.id)).toBe(8);

  // A retry with the same key (the first answer was lost): the same order, nothing more taken.
  const again = await request.post("/api/checkout", {
    headers,
    data: { ...order, expectedTotal: 333.09 },
  });
  expect(again.status()).toBe(201);
  expect((await again.json())._id).toBe(placed._id);
  // The same key with another body is the client's mistake, named.
  const reused = await request.post("/api/checkout", { headers, data: order });
  expect(reused.status()).toBe(422);
  expect(await reused.json()).toEqual({
    error: `Idempotency-Key ${headers["Idempotency-Key"]} was already used with a different request`,
  });
  expect(await stockOf(shopDb, drill.id)).toBe(8);
  const orders = await shopDb
    .selectFrom("orders")
    .select("id")
    .where("userId", "=", customer.id)
    .execute();
  expect(orders).toHaveLength(1);

  const { clientSecret } = await (
    await request.post("/api/create-payment-intent", {
      headers: auth,
      data: { orderId: placed._id },
    })
  ).json();
  const paid = await request.post("/api/sandbox/confirm-payment", {
    headers: auth,
    data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" },
  });
  expect(paid.status()).toBe(200);
  expect((await paid.json()).order).toMatchObject({ paid: true, amount: 333.09 });
  const charge = await shopDb
    .selectFrom("orders")
    .select(["paid", "amount"])
    .where("id", "=", placed._id)
    .executeTakeFirstOrThrow();
  expect(charge).toEqual({ paid: 1, amount: 33309 });
});

test("a short line is 409 and changes nothing; bad fields and another's address are 400", async ({
  request,
  shopDb,
  ownShop,
}, testInfo) => {
  const { customer, wrench, drill, addressId, auth } = await apiBuyer(
    shopDb,
    ownShop.baseUrl,
    testInfo,
  );
  const other = await apiBuyer(shopDb, ownShop.baseUrl, testInfo);
  const [standard] = (await methodsFor(request, auth, addressId)).body as { _id: string }[];
  const order = { addressId, shippingMethodId: standard!._id, date: deliveryDate() };

  const anonymous = await request.post("/api/checkout", { data: order });
  expect(anonymous.status()).toBe(401);

  const bad = await request.post("/api/checkout", {
    headers: auth,
    data: { addressId, date: "next week", purchaseOrder: "x".repeat(51) },
  });
  expect(bad.status()).toBe(400);
  expect(Object.keys((await bad.json()).fieldErrors).sort()).toEqual([
    "date",
    "purchaseOrder",
    "shippingMethodId",
  ]);

  const theirs = await request.post("/api/checkout", {
    headers: auth,
    data: { ...order, addressId: other.addressId },
  });
  expect(theirs.status()).toBe(400);
  expect(await theirs.json()).toEqual({
    error: "Choose one of your saved addresses",
    fieldErrors: { addressId: ["Choose one of your saved addresses"] },
  });
  expect((await methodsFor(request, auth, other.addressId)).status).toBe(404);

  // A day before Standard ground's earliest: 400 on the date, naming the day it can keep.
  const { today, standard: earliest } = earliestDays();
  const early = await request.post("/api/checkout", {
    headers: auth,
    data: { ...order, date: today },
  });
  const tooEarly = `Standard ground delivers on ${formatDate(earliest)} at the earliest`;
  expect(early.status()).toBe(400);
  expect(await early.json()).toEqual({ error: tooEarly, fieldErrors: { date: [tooEarly] } });

  await shopDb.updateTable("tools").set({ available_qyt: 1 }).where("id", "=", drill.id).execute();
  const short = await request.post("/api/checkout", { headers: auth, data: order });
  expect(short.status()).toBe(409);
  expect(await short.json()).toEqual({
    error: `${drill.name}: You Can Not Order More Than Stock`,
    line: { toolId: drill.id, name: drill.name, message: "You Can Not Order More Than Stock" },
  });
  expect(await stockOf(shopDb, wrench.id)).toBe(wrench.available_qyt);
  expect(await stockOf(shopDb, drill.id)).toBe(1);
  const lines = await shopDb
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cartId")
    .select("cart_lines.toolId")
    .where("carts.userId", "=", customer.id)
    .execute();
  expect(lines).toHaveLength(2);
  const orders = await shopDb
    .selectFrom("orders")
    .select("id")
    .where("userId", "=", customer.id)
    .execute();
  expect(orders).toEqual([]);
});
