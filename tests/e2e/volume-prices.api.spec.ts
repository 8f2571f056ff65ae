// Volume prices through the API (issue 40): an admin's PUT /api/tools/{id} `priceBreaks` (alone,
// with other fields in one transaction, refused with the Prices page's rules and messages), a customer's 403,
// and GET /api/tools/{id} priced for its caller: a price group member's own prices, never kept
// in the page cache, and list prices for the anonymous caller right after.
import type { APIRequestContext } from "@playwright/test";
import { priceBreakTexts as texts, skuTexts } from "#app/messages.ts";
import { createCustomer } from "./support/accounts";
import { demoAdmin, demoDistributor } from "./support/demo";
import { bearerToken, signInCookie } from "#tests/fixtures/over-http.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

const put = (request: APIRequestContext, id: string, token: string, data: unknown) =>
  request.put(`/api/tools/${id}`, { headers: { Authorization: token }, data });

const pricesOf = async (request: APIRequestContext, id: string, token?: string) => {
  const response = await request.get(`/api/tools/${id}`, {
    headers: token ? { Authorization: token } : {},
  });
  expect(response.status()).toBe(200);
  const tool = (await response.json()) as Record<string, unknown>;
  return {
    cacheControl: response.headers()["cache-control"],
    prices: {
      price: tool.price,
      listPrice: tool.listPrice,
      priceBreaks: tool.priceBreaks,
      priceGroup: tool.priceGroup,
    },
  };
};

test("an admin sets, refuses and removes a tool's volume prices; a customer may not", async ({
  request,
  shopDb,
  baseURL,
}, testInfo) => {
  const tool = await insertTool(shopDb, { price: 2400 });
  const admin = await bearerToken(baseURL!, demoAdmin);
  const breaksInDb = () =>
    shopDb
      .selectFrom("tool_price_breaks")
      .select(["minQyt", "price"])
      .where("toolId", "=", tool.id)
      .orderBy("minQyt")
      .execute();

  const set = await put(request, tool.id, admin, {
    priceBreaks: [
      { minQyt: 50, price: 20 },
      { minQyt: 10, price: 22.5 },
    ],
  });
  expect(set.status()).toBe(200);
  expect(await set.json()).toMatchObject({
    price: 24,
    listPrice: 24,
    priceBreaks: [
      { minQyt: 10, price: 22.5 },
      { minQyt: 50, price: 20 },
    ],
    priceGroup: null,
  });
  expect(await breaksInDb()).toEqual([
    { minQyt: 10, price: 2250 },
    { minQyt: 50, price: 2000 },
  ]);

  // Refusals, each with the schema's message; nothing is written.
  for (const [priceBreaks, fieldErrors] of [
    [
      [
        { minQyt: 10, price: 22 },
        { minQyt: 20, price: 23 },
      ],
      { "priceBreaks.1.price": [texts.notFalling("$22.00")] },
    ],
    [[{ minQyt: 10, price: 24 }], { "priceBreaks.0.price": [texts.notBelowList("$24.00")] }],
    // The tool is sold from 5: a price from 4 could never be paid.
    [[{ minQyt: 4, price: 22 }], { "priceBreaks.0.minQyt": [texts.belowMinimum(5)] }],
    [
      [
        { minQyt: 10, price: 22 },
        { minQyt: 10, price: 21 },
      ],
      { "priceBreaks.1.minQyt": [texts.sameQuantity] },
    ],
    [[{ minQyt: 1, price: 22 }], { priceBreaks: ["Enter at least 2"] }],
    [
      [{ minQyt: 10, price: 22.005 }],
      { priceBreaks: ["Enter a price in dollars, like 18 or 18.50"] },
    ],
    [
      Array.from({ length: 9 }, (_, row) => ({ minQyt: 10 + row, price: 20 - row })),
      { priceBreaks: [texts.tooMany(8)] },
    ],
  ] as const) {
    const refused = await put(request, tool.id, admin, { priceBreaks });
    expect(refused.status(), JSON.stringify(priceBreaks)).toBe(400);
    expect((await refused.json()) as unknown).toMatchObject({ fieldErrors });
  }
  expect(await breaksInDb()).toHaveLength(2);

  // With another field, one transaction: a part number another tool has keeps the old breaks.
  const other = await insertTool(shopDb);
  const taken = await put(request, tool.id, admin, {
    sku: other.sku,
    priceBreaks: [{ minQyt: 5, price: 23 }],
  });
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({ error: skuTexts.taken });
  expect(await breaksInDb()).toHaveLength(2);

  const customer = await bearerToken(baseURL!, await createCustomer(testInfo, null, shopDb));
  expect((await put(request, tool.id, customer, { priceBreaks: [] })).status()).toBe(403);
  expect(await breaksInDb()).toHaveLength(2);

  const removed = await put(request, tool.id, admin, { priceBreaks: [] });
  expect(await removed.json()).toMatchObject({ priceBreaks: [] });
  expect(await breaksInDb()).toEqual([]);
});

test("a price group member's GET shows their prices; an anonymous GET right after, the list's", async ({
  request,
  shopDb,
  baseURL,
}) => {
  // $24, 10+ at $22, 50+ at $20; the Distributor's 15% off is $20.40 at every quantity.
  const tool = await insertTool(shopDb, { price: 2400 });
  await shopDb
    .insertInto("tool_price_breaks")
    .values([
      { toolId: tool.id, minQyt: 10, price: 2200 },
      { toolId: tool.id, minQyt: 50, price: 2000 },
    ])
    .execute();
  const listPrices = {
    price: 24,
    listPrice: 24,
    priceBreaks: [
      { minQyt: 10, price: 22 },
      { minQyt: 50, price: 20 },
    ],
    priceGroup: null,
  };
  // Twice: the second answer comes from the page cache.
  for (let time = 0; time < 2; time++)
    expect((await pricesOf(request, tool.id)).prices).toEqual(listPrices);

  const member = await pricesOf(request, tool.id, await bearerToken(baseURL!, demoDistributor));
  expect(member).toEqual({
    cacheControl: "private, no-store",
    prices: {
      price: 20.4,
      listPrice: 24,
      priceBreaks: [{ minQyt: 50, price: 20 }],
      priceGroup: "Distributor",
    },
  });
  // A token that is no (longer) good is refused, not answered with list prices.
  const badToken = await request.get(`/api/tools/${tool.id}`, {
    headers: { Authorization: "Bearer not-a-token" },
  });
  expect(badToken.status()).toBe(401);
  const anonymous = await pricesOf(request, tool.id);
  expect(anonymous.prices).toEqual(listPrices);
  expect(anonymous.cacheControl).not.toContain("private");
});

test("a member's product page is theirs alone (private, no-store); visitors' stays at list prices", async ({
  request,
  shopDb,
  baseURL,
}) => {
  const tool = await insertTool(shopDb, { price: 2400 });
  const page = async (headers: Record<string, string> = {}) => {
    const response = await request.get(`/tools/${tool.id}`, { headers });
    expect(response.status()).toBe(200);
    return { html: await response.text(), cacheControl: response.headers()["cache-control"] };
  };
  const memberWords = "Your Distributor price: 15% off";
  // Twice: the second from the page cache.
  for (let time = 0; time < 2; time++) expect((await page()).html).not.toContain(memberWords);

  const member = await page({ Cookie: await signInCookie(baseURL!, demoDistributor) });
  expect(member.cacheControl).toBe("private, no-store");
  expect(member.html).toContain(memberWords);
  expect(member.html).toContain("$20.40");
  // The JSON-LD offer stays the list price.
  expect(member.html).toContain('"price":"24.00"');

  const visitor = await page();
  expect(visitor.html).not.toContain(memberWords);
  expect(visitor.html).not.toContain("$20.40");
});
