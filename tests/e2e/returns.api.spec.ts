// The returns' JSON API over HTTP (issue 38), as an API client with a bearer token calls it:
// POST /api/orders/{id}/returns and PUT /api/returns/{id} with every status the issue names,
// and two admins marking one return received at the same moment: one refund.
import type { Database } from "#db/connection.ts";
import { createCustomer } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { bearerToken, callApi, paidOrderOverHttp } from "#tests/fixtures/over-http.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

/** An order of 2 pieces ($50 each) placed and paid with the sandbox's card; shipped if asked. */
async function paidOrder(
  baseUrl: string,
  db: Database,
  auth: string,
  admin: string,
  ship: boolean,
) {
  const tool = await insertTool(db, { price: 5_000, minimum_qyt: 1, available_qyt: 10 });
  const orderId = await paidOrderOverHttp(baseUrl, auth, {
    toolId: tool.id,
    qyt: 2,
    shippedBy: ship ? admin : undefined,
  });
  return { toolId: tool.id, orderId };
}

test("asking, deciding and receiving over the API, with each refusal's status", async ({
  ownShop,
  shopDb,
}, testInfo) => {
  test.setTimeout(60_000);
  const { baseUrl } = ownShop;
  const customer = await createCustomer(testInfo, null, shopDb);
  const other = await createCustomer(testInfo, null, shopDb);
  const auth = await bearerToken(baseUrl, customer);
  const otherAuth = await bearerToken(baseUrl, other);
  const admin = await bearerToken(baseUrl, demoAdmin);
  const ask = (orderId: string, toolId: string, qyt: number, who = auth) =>
    callApi(baseUrl, who, "POST", `/api/orders/${orderId}/returns`, {
      lines: [{ toolId, qyt }],
      reason: "wrong_item",
      comment: "Ordered the wrong size",
    });

  const unshipped = await paidOrder(baseUrl, shopDb, auth, admin, false);
  expect(await ask(unshipped.orderId, unshipped.toolId, 1)).toEqual({
    status: 409,
    body: { error: "Only an order that has shipped can be returned" },
  });

  const { orderId, toolId } = await paidOrder(baseUrl, shopDb, auth, admin, true);
  expect((await ask(orderId, toolId, 3)).status).toBe(400);
  expect((await ask(orderId, toolId, 1, otherAuth)).status).toBe(404);
  expect((await ask(orderId, toolId, 1, admin)).status).toBe(404);
  const created = await ask(orderId, toolId, 1);
  expect(created).toEqual({
    status: 201,
    body: {
      _id: expect.any(String),
      number: expect.stringMatching(/^R-\d{4,}$/),
      status: "requested",
    },
  });
  const returnId = created.body._id as string;

  const decide = (body: unknown, who = admin) =>
    callApi(baseUrl, who, "PUT", `/api/returns/${returnId}`, body);
  expect((await decide({ status: "approved" }, auth)).status).toBe(403);
  expect((await decide({ status: "received" })).status).toBe(409);
  expect(await decide({ status: "approved" })).toMatchObject({
    status: 200,
    body: { _id: returnId, status: "approved", lines: [{ toolId, qyt: 1 }] },
  });
  // Two admins click Mark received at once: one receipt, one refund of $50.
  const [first, second] = await Promise.all([
    decide({ status: "received" }),
    decide({ status: "received" }),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const received = first.status === 200 ? first : second;
  expect(received.body).toMatchObject({ status: "received", refundId: expect.any(String) });
  const order = await callApi(baseUrl, auth, "GET", `/api/orders/${orderId}`, undefined);
  expect(order.body).toMatchObject({ state: "partly_refunded", refunded: 50 });
});

test("a return counts the pieces refunded, a refund by lines the pieces a return holds, and a short return is received for what is left", async ({
  ownShop,
  shopDb,
}, testInfo) => {
  test.setTimeout(60_000);
  const { baseUrl } = ownShop;
  const customer = await createCustomer(testInfo, null, shopDb);
  const auth = await bearerToken(baseUrl, customer);
  const admin = await bearerToken(baseUrl, demoAdmin);
  const { orderId, toolId } = await paidOrder(baseUrl, shopDb, auth, admin, true);
  const refund = (body: object) =>
    callApi(baseUrl, admin, "POST", `/api/orders/${orderId}/refunds`, {
      restock: false,
      reason: "Refunded by hand",
      ...body,
    });
  const ask = (qyt: number) =>
    callApi(baseUrl, auth, "POST", `/api/orders/${orderId}/returns`, {
      lines: [{ toolId, qyt }],
      reason: "not_needed",
      comment: "",
    });

  expect((await refund({ lines: [{ toolId, qyt: 1 }] })).status).toBe(201);
  const tooMany = await ask(2);
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.error).toMatch(/^You can return at most 1 of /);
  const created = await ask(1);
  expect(created.status).toBe(201);
  const returnId = created.body._id as string;
  const decide = (body: unknown) =>
    callApi(baseUrl, admin, "PUT", `/api/returns/${returnId}`, body);
  expect((await decide({ status: "approved" })).status).toBe(200);

  // The piece is the return's now: not refunded by lines, but an amount still goes.
  const held = await refund({ lines: [{ toolId, qyt: 1 }] });
  expect(held.status).toBe(409);
  expect(held.body.error).toMatch(/in a return that is still open/);
  expect((await refund({ amount: 30 })).status).toBe(201);

  // $20 of the piece's $50 is left: received for that, and its note says so.
  const received = await decide({ status: "received" });
  expect(received).toMatchObject({
    status: 200,
    body: {
      status: "received",
      note: expect.stringMatching(
        /^Only part of this return was left to refund: \$20\.00 for 1 × /,
      ),
    },
  });
  const order = await callApi(baseUrl, auth, "GET", `/api/orders/${orderId}`, undefined);
  expect(order.body).toMatchObject({ state: "refunded", refunded: 100 });
});
