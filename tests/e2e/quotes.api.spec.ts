// Quotes over the JSON API (issue 40), on this worker's own shop: a customer asks for a quote
// from the cart, an admin prices and sends it, the customer accepts it into an order at the
// quoted prices (again with the same key: the same order); and every refusal: 400 a bad body,
// 403 the wrong role, 404 another customer's, 409 not sent yet, expired, a line short of stock.
// Issue 47: rounds with new quantities, a line taken out and freight, the review of the order,
// the accept of the round reviewed, and the quote's PDF.
import { newId } from "#db/id.ts";
import { createCustomer } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { apiBuyer } from "./support/buyers";
import { expect, test } from "./support/own-shop";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { pdfText } from "#tests/support/pdf-text.ts";

test("a quote is asked for, sent, and accepted over the API, with every refusal", async ({
  request,
  shopDb,
  ownShop,
}, testInfo) => {
  const { wrench, drill, addressId, auth } = await apiBuyer(shopDb, ownShop.baseUrl, testInfo);
  const admin = { Authorization: await bearerToken(ownShop.baseUrl, demoAdmin) };

  expect((await request.post("/api/quotes", { headers: auth, data: { note: "" } })).status()).toBe(
    400,
  );
  const asAdmin = await request.post("/api/quotes", { headers: admin, data: { note: "Mine" } });
  expect(asAdmin.status()).toBe(403);

  const asked = await request.post("/api/quotes", {
    headers: auth,
    data: { note: "For a school" },
  });
  expect(asked.status()).toBe(201);
  const quote = await asked.json();
  expect(quote).toMatchObject({
    _id: expect.any(String),
    status: "requested",
    note: "For a school",
    total: 299.98,
    lines: [
      { toolId: wrench.id, qyt: 5, askedPrice: 24, price: null },
      { toolId: drill.id, qyt: 2, askedPrice: 89.99, price: null },
    ],
  });
  // The cart became the quote: asking again finds it empty.
  const again = await request.post("/api/quotes", { headers: auth, data: { note: "Again" } });
  expect(again.status()).toBe(409);
  expect((await (await request.get("/api/quotes", { headers: auth })).json()).quotes).toHaveLength(
    1,
  );

  const choices = { addressId, shippingMethodId: "", date: deliveryDate() };
  const methods = await (
    await request.get(`/api/shipping-methods?addressId=${addressId}`, { headers: auth })
  ).json();
  choices.shippingMethodId = methods[0]._id;
  const notSent = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers: auth,
    data: choices,
  });
  expect(notSent.status()).toBe(409);
  expect((await notSent.json()).error).toBe("This quote has not been priced yet");

  const prices = {
    lines: [
      { toolId: wrench.id, price: 20 },
      { toolId: drill.id, price: 80 },
    ],
    validUntil: deliveryDate(),
    reply: "School pricing",
  };
  const byCustomer = await request.put(`/api/quotes/${quote._id}`, { headers: auth, data: prices });
  expect(byCustomer.status()).toBe(403);
  const unpriced = await request.put(`/api/quotes/${quote._id}`, {
    headers: admin,
    data: { ...prices, lines: prices.lines.slice(1) },
  });
  expect(unpriced.status()).toBe(400);
  const free = { ...prices, lines: [{ toolId: wrench.id, price: 0 }, prices.lines[1]] };
  expect(
    (await request.put(`/api/quotes/${quote._id}`, { headers: admin, data: free })).status(),
  ).toBe(400);
  const sent = await request.put(`/api/quotes/${quote._id}`, { headers: admin, data: prices });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toMatchObject({ status: "sent", state: "sent", total: 260 });

  const stranger = await createCustomer(testInfo, null, shopDb);
  const strangerAuth = { Authorization: await bearerToken(ownShop.baseUrl, stranger) };
  expect((await request.get(`/api/quotes/${quote._id}`, { headers: strangerAuth })).status()).toBe(
    404,
  );
  const notTheirs = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers: strangerAuth,
    data: choices,
  });
  expect(notTheirs.status()).toBe(404);
  const badBody = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers: auth,
    data: { ...choices, date: "soon" },
  });
  expect(badBody.status()).toBe(400);

  // Short of stock: refused, nothing changes, the quote stays sent.
  await shopDb.updateTable("tools").set({ available_qyt: 1 }).where("id", "=", drill.id).execute();
  const short = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers: auth,
    data: choices,
  });
  expect(short.status()).toBe(409);
  expect((await short.json()).line).toMatchObject({ toolId: drill.id });
  await shopDb.updateTable("tools").set({ available_qyt: 10 }).where("id", "=", drill.id).execute();

  const headers = { ...auth, "Idempotency-Key": `quote-${newId()}` };
  const accepted = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers,
    data: choices,
  });
  expect(accepted.status()).toBe(201);
  const order = await accepted.json();
  expect(order).toMatchObject({ subtotal: 260, paid: false });
  expect(order.lines.map((line: { price: number }) => line.price)).toEqual([20, 80]);
  const twice = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers: auth,
    data: choices,
  });
  expect(twice.status()).toBe(201);
  expect((await twice.json())._id).toBe(order._id);
  const read = await (await request.get(`/api/quotes/${quote._id}`, { headers: auth })).json();
  expect(read).toMatchObject({ status: "accepted", orderId: order._id });
  // Accepted: no longer revised.
  expect(
    (await request.put(`/api/quotes/${quote._id}`, { headers: admin, data: prices })).status(),
  ).toBe(409);
});

test("a quote past its last day is refused with the day it expired", async ({
  request,
  shopDb,
  ownShop,
}, testInfo) => {
  const { customer, wrench, addressId, auth } = await apiBuyer(shopDb, ownShop.baseUrl, testInfo);
  const quoteId = await insertQuote(shopDb, customer.id, wrench, {
    note: "Clamps",
    sent: { price: 2000, validUntil: "2021-03-31" },
  });
  const methods = await (
    await request.get(`/api/shipping-methods?addressId=${addressId}`, { headers: auth })
  ).json();
  const expired = await request.post(`/api/quotes/${quoteId}/accept`, {
    headers: auth,
    data: { addressId, shippingMethodId: methods[0]._id, date: deliveryDate() },
  });
  expect(expired.status()).toBe(409);
  expect((await expired.json()).error).toBe("This quote expired on Mar 31, 2021");
  const listed = await (await request.get("/api/quotes?status=expired", { headers: auth })).json();
  expect(
    listed.quotes.map((quote: { _id: string; state: string }) => [quote._id, quote.state]),
  ).toEqual([[quoteId, "expired"]]);
});

test("a quote is priced in rounds with freight, reviewed, accepted as reviewed and read as a PDF (issue 47)", async ({
  request,
  shopDb,
  ownShop,
}, testInfo) => {
  const { wrench, drill, addressId, auth } = await apiBuyer(shopDb, ownShop.baseUrl, testInfo);
  const admin = { Authorization: await bearerToken(ownShop.baseUrl, demoAdmin) };
  const quote = await (
    await request.post("/api/quotes", { headers: auth, data: { note: "Ten wrenches?" } })
  ).json();
  expect(quote).toMatchObject({ round: 0, freight: null, messages: [] });
  const notPriced = await request.get(`/api/quotes/${quote._id}/pdf`, { headers: auth });
  expect(notPriced.status()).toBe(409);

  // Round 1: ten wrenches at $20, the drills taken out, $30 of freight.
  const round1 = {
    lines: [{ toolId: wrench.id, price: 20, qyt: 10 }],
    remove: [drill.id],
    freight: 30,
    round: 0,
    reply: "Ten, by pallet",
  };
  const sent = await request.put(`/api/quotes/${quote._id}`, { headers: admin, data: round1 });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toMatchObject({
    round: 1,
    freight: 30,
    total: 200,
    lines: [{ toolId: wrench.id, qyt: 10, price: 20 }],
    messages: [
      {
        kind: "send",
        round: 1,
        body: "Ten, by pallet",
        goods: 200,
        freight: 30,
        changes: expect.stringContaining("taken out"),
      },
    ],
  });
  // The same round again: another send came first.
  const twice = await request.put(`/api/quotes/${quote._id}`, { headers: admin, data: round1 });
  expect(twice.status()).toBe(409);

  const methods = await (
    await request.get(`/api/shipping-methods?addressId=${addressId}`, { headers: auth })
  ).json();
  const choices = { addressId, shippingMethodId: methods[0]._id, date: deliveryDate() };
  const reviewed = await request.post(`/api/quotes/${quote._id}/review`, {
    headers: auth,
    data: choices,
  });
  expect(reviewed.status()).toBe(200);
  const review = await reviewed.json();
  // Ohio taxes shipping: 5.75% of $230.00 = $13.225 -> $13.23.
  expect(review).toMatchObject({
    round: 1,
    subtotal: 200,
    shipping: 30,
    tax: 13.23,
    amount: 243.23,
  });
  expect(review.shippingMethod).toMatch(/, quoted freight$/);
  // Nothing was placed by it.
  expect(
    (await (await request.get(`/api/quotes/${quote._id}`, { headers: auth })).json()).status,
  ).toBe("sent");

  const file = await request.get(`/api/quotes/${quote._id}/pdf`, { headers: auth });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const text = await pdfText(await file.body());
  expect(text).toContain(quote.number);
  expect(text).toContain(`Part no. ${wrench.sku}`);
  expect(text).toContain("Total before tax $230.00");

  const accepted = await request.post(`/api/quotes/${quote._id}/accept`, {
    headers: { ...auth, "Idempotency-Key": `quote-${newId()}` },
    data: { ...choices, round: review.round, expectedTotal: review.amount },
  });
  expect(accepted.status()).toBe(201);
  expect(await accepted.json()).toMatchObject({ subtotal: 200, shipping: 30, amount: 243.23 });
});
