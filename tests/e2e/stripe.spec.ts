// The stripe payment provider, end to end: its own shop started with Stripe keys, the real
// `stripe` SDK inside it talking to a fake Stripe API, webhooks signed like Stripe's.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { formatDollars } from "#app/utils/money.ts";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe-api.ts";
import { routeStripe } from "#tests/fakes/stripe-js.ts";
import { startShop } from "./support/shop-server";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { bearerToken } from "#tests/fixtures/over-http.ts";

const keys = {
  secretKey: "sk_test_storefront",
  publishableKey: "pk_test_storefront",
  webhookSecret: "whsec_test_storefront",
};
const customer = {
  email: "customer@forgeline.example",
  password: "forge-buyer",
  name: "Dana Whitfield",
};

let fake: FakeStripe;
let shop: Awaited<ReturnType<typeof startShop>>;
let dir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  fake = await startFakeStripe(keys);
  dir = mkdtempSync(join(tmpdir(), "storefront-stripe-"));
  shop = await startShop(join(dir, "shop.db"), {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: fake.url,
    AUTH_RATE_LIMIT: "1000",
  });
  fake.deliverWebhooksTo(`${shop.baseUrl}/api/stripe/webhook`);
});

test.afterAll(async () => {
  await shop?.stop();
  await fake?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const auth = async () => ({ Authorization: await bearerToken(shop.baseUrl, customer) });

async function newOrder(request: APIRequestContext, headers?: Record<string, string>) {
  const [tool] = await (await request.get(`${shop.baseUrl}/api/tools`)).json();
  const response = await request.post(`${shop.baseUrl}/api/orders`, {
    headers,
    data: {
      toolId: tool._id,
      qyt: tool.minimum_qyt,
      date: deliveryDate(),
      address: "214 Foundry Lane",
      phone: "555-0142",
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

async function orderNow(request: APIRequestContext, headers: Record<string, string>, id: string) {
  return (await request.get(`${shop.baseUrl}/api/orders/${id}`, { headers })).json();
}

/** The order's payment intent, as the Elements page asks for it. */
async function paymentIntentFor(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: string,
) {
  const response = await request.post(`${shop.baseUrl}/api/create-payment-intent`, {
    headers,
    data: { orderId },
  });
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return { clientSecret, intentId: clientSecret.split("_secret_")[0]! };
}

test("webhooks: a good one fulfils once, a replay changes nothing, a forgery gets 400, a wrong amount is refused", async ({
  request,
}) => {
  const headers = await auth();
  const order = await newOrder(request, headers);
  const { clientSecret, intentId } = await paymentIntentFor(request, headers, order._id);
  const again = await paymentIntentFor(request, headers, order._id);
  expect(again.clientSecret).toBe(clientSecret);
  expect(fake.intents.get(intentId)).toMatchObject({
    amount: Math.round(order.amount * 100),
    currency: "usd",
    metadata: { orderId: order._id },
  });

  await fake.confirmIntent(intentId, "4242 4242 4242 4242");
  expect(await orderNow(request, headers, order._id)).toMatchObject({
    paid: true,
    paymentId: intentId,
    status: "Pending",
  });

  const delivered = JSON.stringify(fake.sentEvents.at(-1));
  expect(await fake.sendSigned(delivered)).toEqual({
    status: 200,
    body: { received: true, result: "already-fulfilled" },
  });
  expect((await fake.sendSigned(delivered, "whsec_not_stripes")).status).toBe(400);
  expect(await orderNow(request, headers, order._id)).toMatchObject({
    paid: true,
    paymentId: intentId,
    status: "Pending",
  });

  const underpaid = await newOrder(request, headers);
  const short = fake.createIntent({
    amount: Math.round(underpaid.amount * 100) - 1,
    currency: "usd",
    metadata: { orderId: underpaid._id },
  });
  await fake.confirmIntent(String(short.id), "4242424242424242");
  expect(await orderNow(request, headers, underpaid._id)).toMatchObject({
    paid: false,
    paymentId: null,
    status: null,
  });
  // The customer's money for a payment that cannot be applied is given back, not kept.
  expect(fake.refundsOf(String(short.id))[0]).toMatchObject({ status: "succeeded" });
});

test("cancelling an order cancels its open payment; a payment that still lands is refunded", async ({
  request,
}) => {
  const headers = await auth();
  const order = await newOrder(request, headers);
  const { intentId } = await paymentIntentFor(request, headers, order._id);

  const cancelled = await request.delete(`${shop.baseUrl}/api/orders/${order._id}`, { headers });
  expect(cancelled.status()).toBe(204);
  expect(fake.intents.get(intentId)?.status).toBe("canceled");
  // The card form still open in the customer's tab can no longer charge them.
  expect((await fake.confirmIntent(intentId, "4242 4242 4242 4242")).ok).toBe(false);
  expect(fake.refundsOf(intentId)).toEqual([]);

  // A payment for the cancelled order that Stripe takes anyway (say, from an intent created
  // outside the shop's record) is refunded when its webhook arrives, and the shop says so.
  const stray = fake.createIntent({
    amount: Math.round(order.amount * 100),
    currency: "usd",
    metadata: { orderId: order._id },
  });
  await fake.confirmIntent(String(stray.id), "4242 4242 4242 4242");
  expect(fake.refundsOf(String(stray.id))[0]).toMatchObject({
    payment_intent: stray.id,
    amount: Math.round(order.amount * 100),
  });
  const kept = await request.get(`${shop.baseUrl}/api/orders/${order._id}`, { headers });
  expect(await kept.json()).toMatchObject({ closed: "cancelled", paid: false, paymentId: null });
});

test("an order paid while it was being cancelled stays paid", async ({ request }) => {
  const headers = await auth();
  const order = await newOrder(request, headers);
  const { intentId } = await paymentIntentFor(request, headers, order._id);
  // The card goes through but the webhook is late: the shop still thinks the order unpaid.
  fake.pauseWebhooks(true);
  await fake.confirmIntent(intentId, "4242 4242 4242 4242");
  fake.pauseWebhooks(false);

  const cancelled = await request.delete(`${shop.baseUrl}/api/orders/${order._id}`, { headers });
  expect(cancelled.status()).toBe(409);
  expect(await orderNow(request, headers, order._id)).toMatchObject({
    paid: true,
    paymentId: intentId,
    status: "Pending",
  });
  expect(fake.refundsOf(intentId)).toEqual([]);
});

test("PATCH /api/orders/:id marks paid only what Stripe confirms", async ({ request }) => {
  const headers = await auth();
  const order = await newOrder(request, headers);
  fake.pauseWebhooks(true);
  try {
    const { clientSecret } = await (
      await request.post(`${shop.baseUrl}/api/create-payment-intent`, {
        headers,
        data: { orderId: order._id },
      })
    ).json();
    const intentId = clientSecret.split("_secret_")[0];
    const early = await request.patch(`${shop.baseUrl}/api/orders/${order._id}`, {
      headers,
      data: { paymentId: intentId, status: "Pending" },
    });
    expect(early.status()).toBe(409);

    await fake.confirmIntent(intentId, "4242424242424242");
    expect((await orderNow(request, headers, order._id)).paid).toBe(false);
    const patched = await request.patch(`${shop.baseUrl}/api/orders/${order._id}`, {
      headers,
      data: { paymentId: intentId, status: "Pending" },
    });
    expect(patched.status()).toBe(200);
    expect(await patched.json()).toMatchObject({
      paid: true,
      paymentId: intentId,
      status: "Pending",
    });
  } finally {
    fake.pauseWebhooks(false);
  }
});

async function signIn(page: Page) {
  await page.goto(`${shop.baseUrl}/login`);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

test("a customer pays by card with Stripe (Elements with JavaScript, Checkout without)", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const order = await newOrder(page.request);
  const paymentPage = `${shop.baseUrl}/dashboard/payment/${order._id}`;

  if (testInfo.project.use.javaScriptEnabled) {
    await routeStripe(page, fake.url);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/create-payment-intent", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paymentPage);
    // The button says what will be paid, before the card form is ready and after (issue 47).
    const pay = page.getByRole("button", {
      name: `Pay ${formatDollars(Math.round(order.amount * 100))}`,
      exact: true,
    });
    await expect(pay).toBeDisabled();
    release();
    const card = page.getByLabel("Card number");
    await card.fill("4000 0000 0000 0002");
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    expect((await orderNow(page.request, {}, order._id)).paid).toBe(false);

    await card.fill("4242 4242 4242 4242");
    await pay.click();
  } else {
    await page.goto(paymentPage);
    await page.getByRole("button", { name: /^Pay \$[\d,.]+ by card$/ }).click();
    await expect(page.getByRole("heading", { name: /^Pay [\d.]+ USD$/ })).toBeVisible();
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay now" }).click();
  }

  await expect(page).toHaveURL(paymentPage);
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Paid" })).toBeDisabled();
  const paid = await orderNow(page.request, {}, order._id);
  expect(paid).toMatchObject({
    paid: true,
    status: "Pending",
    paymentId: expect.stringMatching(/^pi_/),
  });
  const intent = fake.intents.get(paid.paymentId);
  expect(intent?.amount).toBe(Math.round(order.amount * 100));
  if (testInfo.project.use.javaScriptEnabled) {
    expect(intent?.payment_method_billing_details).toEqual({
      name: customer.name,
      email: customer.email,
    });
  }
});
