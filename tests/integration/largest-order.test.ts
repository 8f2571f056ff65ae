// The largest order (issue 45, finding 1): an order, a cart's line, a quote and a refund above
// MAX_ORDER_CENTS are refused with a 400 (API) or a form error (pages) on SQLite and PostgreSQL
// alike, never a 500 from PostgreSQL's 4-byte integer; orders just under it are placed and
// refunded, and an order above 2^31 cents from before the cap (SQLite kept such orders) reads,
// lists and refunds on PostgreSQL too.
import { refundOrder } from "#app/commerce/index.server.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { addAddress } from "#app/models/address.server.ts";
import { readCart, setCartLine } from "#app/models/cart.server.ts";
import { getOrder } from "#app/models/order.server.ts";
import { getQuote } from "#app/models/quote.server.ts";
import { getSandboxCharge } from "#app/models/sandbox-charge.server.ts";
import { addShippingMethod } from "#app/models/shipping-method.server.ts";
import { setTaxRate } from "#app/models/tax-rate.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { action as cartLineApi } from "#app/routes/api.cart.lines.$toolId.ts";
import { action as checkoutApi } from "#app/routes/api.checkout.ts";
import { action as refundsApi } from "#app/routes/api.orders.$id.refunds.ts";
import { action as ordersApi, loader as ordersList } from "#app/routes/api.orders.ts";
import { action as acceptApi } from "#app/routes/api.quotes.$id.accept.ts";
import { action as quoteApi } from "#app/routes/api.quotes.$id.ts";
import { action as quotesApi } from "#app/routes/api.quotes.ts";
import { action as checkoutPage } from "#app/routes/checkout.tsx";
import { action as purchasePage } from "#app/routes/purchase.$id.tsx";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { MAX_ORDER_CENTS, ORDER_TOO_LARGE } from "#app/commerce/index.ts";
import { answer, getRequest, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import {
  ADMIN_REFUND,
  insertOrderOfLines,
  insertTool,
  paidOrder,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

/** $100,000.00: the most a tool's price can be. */
const TOP_PRICE = 10_000_000;
const tooLarge = { status: 400, body: { error: ORDER_TOO_LARGE } };

const address = (state: "OH" | "CA") => ({
  name: "Dana Whitfield",
  company: null,
  street: "214 Foundry Lane",
  city: "Dayton",
  state,
  zip: "45402",
  phone: "+1 937 555 0142",
});

let shippingMethodId: string;

beforeAll(async () => {
  // Ohio collects no tax in this file's shop; California 20%, shipping included.
  await setTaxRate({ state: "CA", rateBp: 2000, taxShipping: true });
  const method = await addShippingMethod({
    name: `Freight ${newId()}`,
    price: 1500,
    freeAbove: null,
    daysInTransit: 2,
  });
  if (method.status !== "saved") throw new Error("No method");
  shippingMethodId = method.method.id;
});

const topTool = (name: string) =>
  insertTool({ name, price: TOP_PRICE, minimum_qyt: 1, available_qyt: 300 });

async function customer(state: "OH" | "CA" = "OH") {
  const buyer = await userWithToken();
  const saved = await addAddress({ userId: buyer.user.id }, address(state));
  return { ...buyer, addressId: saved!.id };
}

/** 215 pieces at $100,000.00 ($21,500,000.00) in three lines, each at most the largest order. */
async function cartOf215(buyer: { user: { id: string } }) {
  const tools = [await topTool("Press A"), await topTool("Press B"), await topTool("Press C")];
  for (const [tool, qyt] of [
    [tools[0]!, 100],
    [tools[1]!, 100],
    [tools[2]!, 15],
  ] as const)
    expect(await setCartLine({ userId: buyer.user.id }, tool.id, qyt)).toEqual({
      status: "saved",
    });
  return tools;
}

const stockOf = async (toolId: string) => (await getTool(toolId))?.available_qyt;

const ordersOf = (userId: string) =>
  db.selectFrom("orders").select("id").where("userId", "=", userId).execute();

const checkoutBody = (addressId: string) => ({
  addressId,
  shippingMethodId,
  date: deliveryDate(),
});

describe("the largest order", () => {
  it("is $10,000,000.00, far inside every engine's integers", () => {
    expect(MAX_ORDER_CENTS).toBe(1_000_000_000);
    expect(ORDER_TOO_LARGE).toBe(
      "An order can come to at most $10,000,000.00, shipping and tax included: split it into several orders",
    );
  });
});

describe("POST /api/orders", () => {
  const order = (auth: HeadersInit, toolId: string, qyt: number) =>
    answer(
      ordersApi(
        routeArgs(
          jsonRequest(
            "/api/orders",
            "POST",
            {
              toolId,
              qyt,
              date: deliveryDate(),
              address: "214 Foundry Lane, Dayton",
              phone: "+1 937 555 0142",
            },
            auth,
          ),
        ),
      ),
    );

  it("refuses 215 pieces of a $100,000 tool with a 400 and takes no stock", async () => {
    const tool = await topTool("Hydraulic press");
    const buyer = await customer();
    expect(await order(buyer.auth, tool.id, 215)).toEqual({
      status: 400,
      body: { error: ORDER_TOO_LARGE, fieldErrors: { qyt: [ORDER_TOO_LARGE] } },
    });
    expect(await stockOf(tool.id)).toBe(300);
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it("places the largest order itself: 100 pieces at $100,000", async () => {
    const tool = await topTool("Hydraulic press");
    const buyer = await customer();
    const placed = await order(buyer.auth, tool.id, 100);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ qyt: 100, price: 100_000, amount: 10_000_000 });
    expect((await getOrder(placed.body._id))?.amount).toBe(MAX_ORDER_CENTS);
    expect(await stockOf(tool.id)).toBe(200);
  });
});

describe("the order form (/purchase/{id})", () => {
  it("shows the refusal on the quantity, with a 400", async () => {
    const tool = await topTool("Hydraulic press");
    const buyer = await customer();
    const request = new Request(`http://shop.test/purchase/${tool.id}`, {
      method: "POST",
      headers: { Cookie: await sessionCookie(buyer.user.id) },
      body: new URLSearchParams({
        date: deliveryDate(),
        qyt: "215",
        address: "214 Foundry Lane, Dayton",
        phone: "+1 937 555 0142",
      }),
    });
    const { status, data } = unwrap<{ result: { error: Record<string, string[]> } }>(
      await purchasePage(routeArgs(request, { id: tool.id })),
    );
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ qyt: [ORDER_TOO_LARGE] });
    expect(await stockOf(tool.id)).toBe(300);
  });
});

describe("POST /api/checkout", () => {
  const checkout = (auth: HeadersInit, addressId: string) =>
    answer(
      checkoutApi(routeArgs(jsonRequest("/api/checkout", "POST", checkoutBody(addressId), auth))),
    );

  it("refuses a cart of 215 pieces at $100,000 with a 400; the cart and the stock stay", async () => {
    const buyer = await customer();
    const tools = await cartOf215(buyer);
    expect(await checkout(buyer.auth, buyer.addressId)).toEqual(tooLarge);
    expect(
      (await readCart({ userId: buyer.user.id })).lines.map((line) => [line.toolId, line.qyt]),
    ).toEqual([
      [tools[0]!.id, 100],
      [tools[1]!.id, 100],
      [tools[2]!.id, 15],
    ]);
    for (const tool of tools) expect(await stockOf(tool.id)).toBe(300);
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });

  it("places a cart just under the largest order, shipping included", async () => {
    const buyer = await customer();
    const press = await topTool("Press");
    expect(await setCartLine({ userId: buyer.user.id }, press.id, 99)).toEqual({
      status: "saved",
    });
    const placed = await checkout(buyer.auth, buyer.addressId);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ subtotal: 9_900_000, shipping: 15, amount: 9_900_015 });
    expect((await getOrder(placed.body._id))?.amount).toBe(990_001_500);
  });

  it("counts shipping and tax: the largest goods taxed in California are refused", async () => {
    const buyer = await customer("CA");
    const press = await topTool("Press");
    await setCartLine({ userId: buyer.user.id }, press.id, 100);
    expect(await checkout(buyer.auth, buyer.addressId)).toEqual(tooLarge);
  });
});

describe("the checkout page", () => {
  it("shows the refusal above the form, with a 400", async () => {
    const buyer = await customer();
    await cartOf215(buyer);
    const request = new Request("http://shop.test/checkout", {
      method: "POST",
      headers: { Cookie: await sessionCookie(buyer.user.id) },
      body: new URLSearchParams({ ...checkoutBody(buyer.addressId), checkoutKey: newId() }),
    });
    const { status, data } = unwrap<{ result: { error: Record<string, string[]> } }>(
      await checkoutPage(routeArgs(request)),
    );
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ "": [ORDER_TOO_LARGE] });
    expect(await ordersOf(buyer.user.id)).toEqual([]);
  });
});

describe("PUT /api/cart/lines/{toolId}", () => {
  it("refuses a line above the largest order, and keeps one at it", async () => {
    const tool = await topTool("Press");
    const buyer = await customer();
    const put = (qyt: number) =>
      answer(
        cartLineApi(
          routeArgs(jsonRequest(`/api/cart/lines/${tool.id}`, "PUT", { qyt }, buyer.auth), {
            toolId: tool.id,
          }),
        ),
      );
    expect(await put(101)).toEqual({
      status: 400,
      body: { error: ORDER_TOO_LARGE, fieldErrors: { qyt: [ORDER_TOO_LARGE] } },
    });
    expect((await put(100)).status).toBe(200);
    expect((await readCart({ userId: buyer.user.id })).subtotal).toBe(MAX_ORDER_CENTS);
  });
});

describe("quotes", () => {
  const request = (auth: HeadersInit) =>
    answer(quotesApi(routeArgs(jsonRequest("/api/quotes", "POST", { note: "Best price?" }, auth))));

  it("refuses a request for a cart above the largest order; the cart stays", async () => {
    const buyer = await customer();
    await cartOf215(buyer);
    expect(await request(buyer.auth)).toEqual({
      status: 400,
      body: { error: ORDER_TOO_LARGE, fieldErrors: { cart: [ORDER_TOO_LARGE] } },
    });
    expect((await readCart({ userId: buyer.user.id })).lines).toHaveLength(3);
  });

  it("refuses prices above it, and an accept that shipping and tax take above it", async () => {
    const admin = await userWithToken("admin");
    const buyer = await customer();
    const californian = await addAddress({ userId: buyer.user.id }, address("CA"));
    const anvil = await insertTool({
      name: "Anvil",
      price: 1000,
      minimum_qyt: 1,
      available_qyt: 500,
    });
    await setCartLine({ userId: buyer.user.id }, anvil.id, 150);
    const requested = await request(buyer.auth);
    expect(requested.status).toBe(201);
    const quoteId: string = requested.body._id;
    const price = (dollars: number) =>
      answer(
        quoteApi(
          routeArgs(
            jsonRequest(
              `/api/quotes/${quoteId}`,
              "PUT",
              { lines: [{ toolId: anvil.id, price: dollars }], validUntil: deliveryWindow().min },
              admin.auth,
            ),
            { id: quoteId },
          ),
        ),
      );
    // 150 at $100,000 is $15,000,000.
    expect(await price(100_000)).toEqual({
      status: 400,
      body: { error: ORDER_TOO_LARGE, fieldErrors: { lines: [ORDER_TOO_LARGE] } },
    });
    expect((await getQuote(quoteId))?.status).toBe("requested");
    // 150 at $60,000 is $9,000,000; with California's 20% it would be $10,800,018.00.
    expect((await price(60_000)).status).toBe(200);
    const accept = (addressId: string) =>
      answer(
        acceptApi(
          routeArgs(
            jsonRequest(
              `/api/quotes/${quoteId}/accept`,
              "POST",
              checkoutBody(addressId),
              buyer.auth,
            ),
            { id: quoteId },
          ),
        ),
      );
    expect(await accept(californian!.id)).toEqual(tooLarge);
    expect((await getQuote(quoteId))?.status).toBe("sent");
    expect(await stockOf(anvil.id)).toBe(500);
    const placed = await accept(buyer.addressId);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ subtotal: 9_000_000, amount: 9_000_015 });
    expect((await getQuote(quoteId))?.status).toBe("accepted");
  });
});

describe("refunds", () => {
  it("give back an order just under the largest, in parts, and refuse an amount above it", async () => {
    // 9 at $1,100,000.00 (a price the fixture writes straight to the catalogue), $15 shipping.
    const { order } = await paidOrder([{ price: 110_000_000, qyt: 9 }], { shipping: 1500 });
    expect(order.amount).toBe(990_001_500);
    const admin = await userWithToken("admin");
    const post = (body: Record<string, unknown>) =>
      answer(
        refundsApi(
          routeArgs(jsonRequest(`/api/orders/${order.id}/refunds`, "POST", body, admin.auth), {
            id: order.id,
          }),
        ),
      );
    const over = await post({ amount: 10_000_000.01, restock: false, reason: "Too much" });
    expect(over.status).toBe(400);
    expect(over.body.fieldErrors.amount).toEqual(["Enter at most $10,000,000"]);
    const part = await post({ amount: 5_000_000, restock: false, reason: "Half" });
    expect(part).toMatchObject({ status: 201, body: { amount: 5_000_000 } });
    const rest = await post({ restock: false, reason: "The rest" });
    expect(rest).toMatchObject({ status: 201, body: { amount: 4_900_015 } });
    expect((await getOrder(order.id))?.refunded).toBe(990_001_500);
  });
});

describe("an order above 2^31 cents from before the cap", () => {
  it("reads, lists and refunds in full as numbers", async () => {
    const buyer = await userWithToken();
    const press = await topTool("Press");
    // Written as SQLite kept it before the cap (and as `db:copy` carries it to PostgreSQL).
    const legacy = await insertOrderOfLines(
      [{ tool: press, qyt: 215 }],
      { createdAt: new Date().toISOString(), state: "paid" },
      { userId: buyer.user.id },
    );
    // A paid order comes with the sandbox charge that paid it (tests/fixtures/orders.ts).
    expect((await getOrder(legacy.id))?.amount).toBe(2_150_000_000);
    const listed = await answer(ordersList(routeArgs(getRequest("/api/orders", buyer.auth))));
    expect(listed.body).toEqual([
      expect.objectContaining({ _id: legacy.id, amount: 21_500_000, subtotal: 21_500_000 }),
    ]);

    const refunded = await refundOrder({ orderId: legacy.id, ...ADMIN_REFUND });
    expect(refunded).toMatchObject({ status: "refunded", refund: { amount: 2_150_000_000 } });
    expect((await getOrder(legacy.id))?.refunded).toBe(2_150_000_000);
    expect((await getSandboxCharge(legacy.paymentId!))?.refunded).toBe(2_150_000_000);
  });
});
