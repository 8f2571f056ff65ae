import { describe, expect, it } from "vitest";
import { getOrder } from "#app/models/order.server.ts";
import { createUserWithPassword } from "#app/models/user.server.ts";
import { action as createPaymentIntent } from "#app/routes/api.create-payment-intent.ts";
import { action as login } from "#app/routes/api.login.ts";
import { action as orders } from "#app/routes/api.orders.ts";
import { action as confirmPayment } from "#app/routes/api.sandbox.confirm-payment.ts";
import { db } from "#app/db.server.ts";
import { answer, routeArgs, jsonRequest } from "#tests/support/route-args.ts";
import { insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const goodCard = { cardNumber: "4242 4242 4242 4242", expiry: `12/${nextYear}`, cvc: "123" };

const call = (handler: typeof login, path: string, body: unknown, auth: HeadersInit = {}) =>
  answer(handler(routeArgs(jsonRequest(path, "POST", body, auth))));

/** Signs in through the API and places an order, as a script with no browser would. */
async function apiCustomerWithOrder(email: string) {
  await createUserWithPassword({ email, displayName: "Script Buyer", password: "secret-pw" });
  const signedIn = await call(login, "/api/login", { email, password: "secret-pw" });
  const auth = { Authorization: `Bearer ${signedIn.body.accessToken}` };
  const tool = await insertTool({ price: 1999, minimum_qyt: 2, available_qyt: 50 });
  const placed = await call(
    orders,
    "/api/orders",
    { toolId: tool.id, qyt: 3, date: inAWeek, address: "4 Script Road", phone: "555-0144" },
    auth,
  );
  expect(placed.status).toBe(201);
  return { auth, orderId: placed.body._id as string };
}

async function intentFor(orderId: string, auth: HeadersInit) {
  const intent = await call(createPaymentIntent, "/api/create-payment-intent", { orderId }, auth);
  expect(intent.status).toBe(200);
  return intent.body.clientSecret as string;
}

describe("sandbox payments through the API", () => {
  it("takes an API-only client from sign-in to a paid order with 4242 4242 4242 4242", async () => {
    const { auth, orderId } = await apiCustomerWithOrder("script-buyer@shop.example");
    const intent = await call(createPaymentIntent, "/api/create-payment-intent", { orderId }, auth);
    expect(intent).toEqual({
      status: 200,
      body: {
        clientSecret: expect.stringMatching(/^sbpi_[0-9a-f]{24}_secret_/),
        provider: "sandbox",
      },
    });

    const paid = await call(
      confirmPayment,
      "/api/sandbox/confirm-payment",
      { clientSecret: intent.body.clientSecret, ...goodCard },
      auth,
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: "succeeded",
      paymentId: expect.stringMatching(/^sb_/),
      order: { _id: orderId, paid: true, status: "Pending", amount: 59.97 },
    });
    const stored = await getOrder(orderId);
    expect(stored).toMatchObject({ paid: 1, status: "Pending", paymentId: paid.body.paymentId });
    const charge = await db
      .selectFrom("sandbox_charges")
      .selectAll()
      .where("id", "=", paid.body.paymentId)
      .executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ orderId, amount: 5997, status: "succeeded" });

    // Paid is paid: neither a new intent nor a second confirmation charges again.
    const again = await call(createPaymentIntent, "/api/create-payment-intent", { orderId }, auth);
    expect(again).toEqual({ status: 409, body: { error: "This order is already paid" } });
    const twice = await call(
      confirmPayment,
      "/api/sandbox/confirm-payment",
      { clientSecret: intent.body.clientSecret, ...goodCard },
      auth,
    );
    expect(twice.status).toBe(409);
  });

  it("declines 4000 0000 0000 0002 with the card's message and leaves the order unpaid", async () => {
    const { auth, orderId } = await apiCustomerWithOrder("declined-buyer@shop.example");
    const clientSecret = await intentFor(orderId, auth);
    const declined = await call(
      confirmPayment,
      "/api/sandbox/confirm-payment",
      { clientSecret, ...goodCard, cardNumber: "4000 0000 0000 0002" },
      auth,
    );
    expect(declined).toEqual({
      status: 402,
      body: {
        error: "Your card was declined.",
        fieldErrors: { cardNumber: ["Your card was declined."] },
      },
    });
    expect(await getOrder(orderId)).toMatchObject({ paid: 0, paymentId: null, status: null });
  });

  it("refuses an expired card, a forged secret and another customer's order", async () => {
    const { auth, orderId } = await apiCustomerWithOrder("careful-buyer@shop.example");
    const clientSecret = await intentFor(orderId, auth);

    const expired = await call(
      confirmPayment,
      "/api/sandbox/confirm-payment",
      { clientSecret, ...goodCard, expiry: "01/20" },
      auth,
    );
    expect(expired.status).toBe(400);
    expect(expired.body.fieldErrors).toEqual({ expiry: ["Your card has expired."] });

    const forged = `${clientSecret.slice(0, -1)}${clientSecret.endsWith("A") ? "B" : "A"}`;
    const forgery = await call(
      confirmPayment,
      "/api/sandbox/confirm-payment",
      { clientSecret: forged, ...goodCard },
      auth,
    );
    expect(forgery.status).toBe(400);
    expect(forgery.body.error).toBe("This client secret was not issued for one of your orders");

    const stranger = await userWithToken();
    const notTheirs = await call(
      confirmPayment,
      "/api/sandbox/confirm-payment",
      { clientSecret, ...goodCard },
      stranger.auth,
    );
    expect(notTheirs).toEqual({ status: 404, body: { error: "No such order" } });
    const anonymous = await call(confirmPayment, "/api/sandbox/confirm-payment", {
      clientSecret,
      ...goodCard,
    });
    expect(anonymous.status).toBe(401);
    expect(await getOrder(orderId)).toMatchObject({ paid: 0 });
  });
});
