// GET /api/orders?q=&state=&from=&to=&page= (issue 47) over HTTP, as an API client with a bearer
// token calls it: the order history's search, My Orders' own, answering only the caller's
// orders (a named customer's for an admin), and a 400 naming a bad parameter.
import { expect, test } from "./support/test";
import { createCustomer, type Account } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { bearerToken, callApi } from "#tests/fixtures/over-http.ts";
import { insertOrderOfLines } from "#tests/fixtures/orders.ts";

type Found = {
  orders: { _id: string; number: string }[];
  page: number;
  pageCount: number;
  total: number;
};

/** Two demo tools with part numbers. */
const twoTools = () =>
  e2eDatabase()
    .selectFrom("tools")
    .select(["id", "name", "price", "sku"])
    .where("deletedAt", "is", null)
    .where("sku", "is not", null)
    .where("name", "not like", "%Storage Bin%")
    .orderBy("name", "desc")
    .limit(2)
    .execute();

test("the order history's search over the API: by number, PO, part number, state and days, 20 a page", async ({
  baseURL,
}, testInfo) => {
  const baseUrl = baseURL!;
  const [ann, bob] = [await createCustomer(testInfo), await createCustomer(testInfo)];
  const [first, second] = await twoTools();
  const reference = `API-${ann.id.slice(-6)}`;
  const order = (customer: Account, tool: typeof first, placedAs = {}) =>
    insertOrderOfLines(e2eDatabase(), customer, [{ tool: tool!, qyt: 1 }], placedAs);
  const paid = await order(ann, first, {
    state: "paid",
    purchaseOrder: reference,
    createdAt: "2025-05-05T12:00:00.000Z",
  });
  const shipped = await order(ann, second, {
    state: "shipped",
    createdAt: "2025-06-06T12:00:00.000Z",
  });
  // Bob's order has Ann's PO reference: it is never in Ann's answers.
  const bobs = await order(bob, first, { purchaseOrder: reference });
  const annAuth = await bearerToken(baseUrl, ann);
  const get = async (query: string, auth = annAuth) =>
    callApi(baseUrl, auth, "GET", `/api/orders${query}`);
  const numbers = async (query: string, auth = annAuth) => {
    const { status, body } = await get(query, auth);
    expect(status, query).toBe(200);
    return (body as Found).orders.map((found) => found.number);
  };

  // Without a search, the spec's array of every order of the caller.
  const all = await get("");
  expect(all.body.map((found: { number: string }) => found.number).sort()).toEqual(
    [paid.number, shipped.number].sort(),
  );

  expect(await numbers(`?q=${paid.number.toLowerCase()}`)).toEqual([paid.number]);
  expect(await numbers(`?q=${reference.toLowerCase()}`)).toEqual([paid.number]);
  expect(await numbers(`?q=${encodeURIComponent(second!.sku!)}`)).toEqual([shipped.number]);
  expect(await numbers(`?q=${bobs.number}`)).toEqual([]);
  expect(await numbers("?state=shipped")).toEqual([shipped.number]);
  expect(await numbers("?from=2025-05-05&to=2025-05-05")).toEqual([paid.number]);
  expect(await numbers("?from=2025-05-06")).toEqual([shipped.number]);
  const page = await get("?q=&state=&from=&to=&page=");
  expect(page.body).toMatchObject({ page: 1, pageCount: 1, total: 2 });
  expect((await get("?page=3")).body).toEqual({ orders: [], page: 3, pageCount: 1, total: 2 });

  // An admin searches a named customer's orders; a customer may not name another.
  const admin = await bearerToken(baseUrl, demoAdmin);
  const bobsEmail = encodeURIComponent(bob.email);
  expect(await numbers(`?email=${bobsEmail}&q=${reference}`, admin)).toEqual([bobs.number]);
  expect((await get(`?email=${bobsEmail}&q=${reference}`)).status).toBe(403);
});

test("a bad search parameter is a 400 that names it, in the API's error JSON", async ({
  baseURL,
}, testInfo) => {
  const auth = await bearerToken(baseURL!, await createCustomer(testInfo));
  for (const [query, field, message] of [
    ["?state=lost", "state", /^state must be one of awaiting_approval, unpaid, paid, shipped/],
    ["?from=2025-02-30", "from", /^from must be a real date$/],
    ["?to=yesterday", "to", /^to must be a date like 2026-11-21$/],
    ["?from=2025-03-02&to=2025-03-01", "to", /^from must be on or before to$/],
    [`?q=${"x".repeat(101)}`, "q", /^Search for at most 100 characters$/],
    ["?page=0", "page", /^page must be a positive whole number$/],
  ] as const) {
    const { status, body } = await callApi(baseURL!, auth, "GET", `/api/orders${query}`);
    expect(status, query).toBe(400);
    expect(body, query).toEqual({
      error: expect.any(String),
      fieldErrors: { [field]: [expect.stringMatching(message)] },
    });
  }
});
