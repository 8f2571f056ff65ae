// Issue 45, finding 5: an idempotency key answers the first result again only for the same
// request. Every call that takes a key (the checkout, a quote's accept, the one-tool order's
// requestId, a refund; their API calls and their forms) refuses the same key with another body:
// 422 naming the key in the API, a form error on the pages. Nothing is placed or refunded twice.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { seedAddress } from "#db/seed-data.ts";
import { db } from "#app/db.server.ts";
import { addAddress } from "#app/models/address.server.ts";
import { setCartLine } from "#app/models/cart.server.ts";
import { getOrder } from "#app/models/order.server.ts";
import { requestQuote, sendQuote } from "#app/models/quote.server.ts";
import { addShippingMethod } from "#app/models/shipping-method.server.ts";
import { setTaxRate } from "#app/models/tax-rate.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { action as checkoutApi } from "#app/routes/api.checkout.ts";
import { action as ordersApi } from "#app/routes/api.orders.ts";
import { action as refundsApi } from "#app/routes/api.orders.$id.refunds.ts";
import { action as acceptApi } from "#app/routes/api.quotes.$id.accept.ts";
import { action as checkoutPage } from "#app/routes/checkout.tsx";
import { action as refundPage } from "#app/routes/dashboard.orders.$id_.refund.tsx";
import { action as purchasePage } from "#app/routes/purchase.$id.tsx";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { answer, formPost, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, paidOrder, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

const FORM_SENT_BEFORE =
  "This form was already sent with other values: reload the page to start again";
const reusedKey = (name: string, key: string) => ({
  error: `${name} ${key} was already used with a different request`,
});

let shippingMethodId: string;
let expressId: string;

beforeAll(async () => {
  await setTaxRate({ state: "OH", rateBp: 575, taxShipping: true });
  const [ground, express] = await Promise.all([
    addShippingMethod({
      name: `Ground ${newId()}`,
      price: 1500,
      freeAbove: null,
      daysInTransit: 2,
    }),
    addShippingMethod({
      name: `Express ${newId()}`,
      price: 4500,
      freeAbove: null,
      daysInTransit: 2,
    }),
  ]);
  if (ground.status !== "saved" || express.status !== "saved") throw new Error("No methods");
  shippingMethodId = ground.method.id;
  expressId = express.method.id;
});

/** A customer with an Ohio address and a cart of 2 of a new tool (50 in stock). */
async function buyerWithCart() {
  const tool = await insertTool({ price: 2000, minimum_qyt: 1, available_qyt: 50 });
  const buyer = await userWithToken();
  const address = await addAddress(
    { userId: buyer.user.id },
    { ...seedAddress, company: null, state: "OH" },
  );
  expect(await setCartLine({ userId: buyer.user.id }, tool.id, 2)).toEqual({ status: "saved" });
  return { ...buyer, tool, addressId: address!.id };
}

const choices = (addressId: string, extra: Record<string, unknown> = {}) => ({
  addressId,
  shippingMethodId,
  date: deliveryDate(),
  ...extra,
});

const ordersOf = (userId: string) =>
  db.selectFrom("orders").select("id").where("userId", "=", userId).execute();

const keyed = (auth: Record<string, string>, key: string) => ({ ...auth, "Idempotency-Key": key });

/** The form errors of a page action's refusal, and its status. */
const formRefusal = (result: unknown) => {
  const { status, data } = unwrap<{ result: { error?: Record<string, string[]> } }>(result);
  return { status, formErrors: data.result.error?.[""] };
};

describe("POST /api/checkout", () => {
  const post = (auth: Record<string, string>, key: string, body: unknown) =>
    answer(checkoutApi(routeArgs(jsonRequest("/api/checkout", "POST", body, keyed(auth, key)))));

  it("answers the same body's order again, and 422 naming the key for another body", async () => {
    const buyer = await buyerWithCart();
    const key = `checkout-${newId()}`;
    const first = await post(buyer.auth, key, choices(buyer.addressId, { purchaseOrder: "PO-1" }));
    expect(first.status).toBe(201);

    const other = await post(buyer.auth, key, choices(buyer.addressId, { purchaseOrder: "PO-2" }));
    expect(other).toEqual({ status: 422, body: reusedKey("Idempotency-Key", key) });
    // The fields in another order, the same values: the same request.
    const { addressId, ...rest } = choices(buyer.addressId, { purchaseOrder: "PO-1" });
    const same = await post(buyer.auth, key, { ...rest, addressId });
    expect(same).toEqual(first);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect((await getTool(buyer.tool.id))?.available_qyt).toBe(48);
  });

  it("refuses a cart's checkout key sent again to accept a quote", async () => {
    const buyer = await buyerWithCart();
    const key = `checkout-${newId()}`;
    expect((await post(buyer.auth, key, choices(buyer.addressId))).status).toBe(201);
    await setCartLine({ userId: buyer.user.id }, buyer.tool.id, 3);
    const quote = await sentQuoteOf(buyer);
    const accepted = await answer(
      acceptApi(
        routeArgs(
          jsonRequest(
            `/api/quotes/${quote}/accept`,
            "POST",
            choices(buyer.addressId),
            keyed(buyer.auth, key),
          ),
          { id: quote },
        ),
      ),
    );
    expect(accepted).toEqual({ status: 422, body: reusedKey("Idempotency-Key", key) });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });
});

/** The buyer's cart as a quote, priced at $15 a piece and sent: its id. */
async function sentQuoteOf(buyer: { user: { id: string }; tool: { id: string } }) {
  const requested = await requestQuote(buyer.user.id, "A price for these, please");
  if (requested.status !== "requested") throw new Error(JSON.stringify(requested));
  const sent = await sendQuote(requested.quote.id, {
    lines: [{ toolId: buyer.tool.id, price: 15 }],
    validUntil: deliveryWindow().min,
    reply: null,
  });
  if (sent.status !== "sent") throw new Error(JSON.stringify(sent));
  return sent.quote.id;
}

describe("POST /api/quotes/:id/accept", () => {
  it("answers the same body's order again, and 422 naming the key for another body", async () => {
    const buyer = await buyerWithCart();
    const quote = await sentQuoteOf(buyer);
    const key = `accept-${newId()}`;
    const accept = (body: unknown) =>
      answer(
        acceptApi(
          routeArgs(
            jsonRequest(`/api/quotes/${quote}/accept`, "POST", body, keyed(buyer.auth, key)),
            { id: quote },
          ),
        ),
      );
    const first = await accept(choices(buyer.addressId));
    expect(first.status).toBe(201);
    expect(await accept(choices(buyer.addressId, { shippingMethodId: expressId }))).toEqual({
      status: 422,
      body: reusedKey("Idempotency-Key", key),
    });
    expect(await accept(choices(buyer.addressId))).toEqual(first);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });
});

describe("POST /api/orders with a requestId", () => {
  it("answers the same body's order again, and 422 naming the requestId for another body", async () => {
    const tool = await insertTool({ price: 1000, minimum_qyt: 1, available_qyt: 50 });
    const buyer = await userWithToken();
    const requestId = `order-${newId()}`;
    const order = (qyt: number) =>
      answer(
        ordersApi(
          routeArgs(
            jsonRequest(
              "/api/orders",
              "POST",
              {
                toolId: tool.id,
                qyt,
                date: deliveryDate(),
                address: "1 Test Street, Dayton",
                phone: "555-0100",
                requestId,
              },
              buyer.auth,
            ),
          ),
        ),
      );
    const first = await order(2);
    expect(first.status).toBe(201);
    expect(await order(3)).toEqual({ status: 422, body: reusedKey("requestId", requestId) });
    expect(await order(2)).toEqual(first);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect((await getTool(tool.id))?.available_qyt).toBe(48);
  });
});

describe("POST /api/orders/:id/refunds", () => {
  it("refunds $1 once under its key, and answers 422 naming the key for { amount: 50 }", async () => {
    const { order } = await paidOrder([{ price: 10000, qyt: 1 }]);
    const admin = await userWithToken("admin");
    const key = `refund-${newId()}`;
    const refund = (amount: number) =>
      answer(
        refundsApi(
          routeArgs(
            jsonRequest(
              `/api/orders/${order.id}/refunds`,
              "POST",
              { amount, restock: false, reason: "Scratched" },
              keyed(admin.auth, key),
            ),
            { id: order.id },
          ),
        ),
      );
    const first = await refund(1);
    expect(first).toMatchObject({ status: 201, body: { amount: 1 } });
    expect(await refund(50)).toEqual({ status: 422, body: reusedKey("Idempotency-Key", key) });
    expect(await refund(1)).toEqual(first);
    expect((await getOrder(order.id))?.refunded).toBe(100);
  });
});

describe("the pages' forms", () => {
  it("refuses the checkout's key posted again with another shipping method", async () => {
    const buyer = await buyerWithCart();
    const cookie = await sessionCookie(buyer.user.id);
    const key = newId();
    const submit = (method: string) =>
      checkoutPage(
        routeArgs(
          formPost(
            "/checkout",
            [
              ["addressId", buyer.addressId],
              ["shippingMethodId", method],
              ["date", deliveryDate()],
              ["checkoutKey", key],
            ],
            cookie,
          ),
        ),
      );
    const placed = (await submit(shippingMethodId)) as Response;
    expect(placed.status).toBe(302);
    expect(formRefusal(await submit(expressId))).toEqual({
      status: 422,
      formErrors: [FORM_SENT_BEFORE],
    });
    expect(((await submit(shippingMethodId)) as Response).headers.get("Location")).toBe(
      placed.headers.get("Location"),
    );
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it("refuses the order form's requestId posted again with another quantity", async () => {
    const tool = await insertTool({ price: 1000, minimum_qyt: 1, available_qyt: 50 });
    const buyer = await userWithToken();
    const cookie = await sessionCookie(buyer.user.id);
    const requestId = newId();
    const submit = (qyt: string) =>
      purchasePage(
        routeArgs(
          formPost(
            `/purchase/${tool.id}`,
            [
              ["date", deliveryDate()],
              ["qyt", qyt],
              ["address", "1 Test Street, Dayton"],
              ["phone", "555-0100"],
              ["requestId", requestId],
            ],
            cookie,
          ),
          { id: tool.id },
        ),
      );
    expect(((await submit("2")) as Response).status).toBe(302);
    expect(formRefusal(await submit("5"))).toEqual({ status: 422, formErrors: [FORM_SENT_BEFORE] });
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect((await getTool(tool.id))?.available_qyt).toBe(48);
  });

  it("refuses the refund form's key posted again with another amount", async () => {
    const { order } = await paidOrder([{ price: 10000, qyt: 1 }]);
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const key = newId();
    const path = `/dashboard/orders/${order.id}/refund`;
    // Confirmed as the review showed it: the amount's cents, counted from nothing refunded.
    const submit = (amount: string, intent = "confirm") =>
      refundPage(
        routeArgs(
          formPost(
            path,
            [
              ["key", key],
              ["amount", amount],
              ["reason", "Scratched"],
              ["intent", intent],
              ["shownCents", String(Math.round(Number(amount) * 100))],
              ["shownRefunded", "0"],
            ],
            cookie,
          ),
          { id: order.id },
        ),
      );
    expect(((await submit("1")) as Response).status).toBe(302);
    expect(formRefusal(await submit("50"))).toEqual({
      status: 422,
      formErrors: [FORM_SENT_BEFORE],
    });
    // Reviewed again, the used form says so before anything is confirmed.
    expect(formRefusal(await submit("50", "review"))).toEqual({
      status: 409,
      formErrors: [
        "This form already made a refund (see the order): open the refund page again for another one.",
      ],
    });
    expect((await getOrder(order.id))?.refunded).toBe(100);
  });
});
