// The shop's mail against a real SMTP server on loopback: SMTP down during an order, the server
// killed between the commit and the send, and orders that expire on a clock the test moves.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { openDatabase, type Database } from "#db/connection.ts";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe-api.ts";
import { linkIn, startSmtpInbox, type SmtpInbox } from "#tests/support/smtp-inbox.ts";
import { createCustomer, type Account } from "./support/accounts";
import { newId } from "#db/id.ts";
import { formatDollars } from "#app/utils/money.ts";
import { OWN_SHOP_ENV } from "./support/scratch-shop";
import { startShop, type Shop } from "./support/shop-server";
import { bearerToken, signInCookie } from "#tests/fixtures/over-http.ts";
import { stockOf } from "#tests/fixtures/catalogue.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";

test.describe.configure({ mode: "serial" });

let inbox: SmtpInbox;
let dir: string;
test.beforeAll(async () => {
  inbox = await startSmtpInbox();
  dir = mkdtempSync(join(tmpdir(), "storefront-mail-"));
});
test.afterAll(async () => {
  await inbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A shop of this test's own, its mail going to the test's SMTP server. */
async function mailingShop(name: string, env: Record<string, string> = {}) {
  const file = join(dir, `${name}.db`);
  const shop = await startShop(file, { ...OWN_SHOP_ENV, SMTP_URL: inbox.url, ...env });
  return { shop, db: openDatabase(file) };
}

async function placeOrder(
  request: APIRequestContext,
  shop: Shop,
  db: Database,
  customer: Account,
): Promise<{
  order: { _id: string; number: string; name: string; qyt: number; amount: number };
  toolId: string;
  auth: Record<string, string>;
}> {
  const auth = { Authorization: await bearerToken(shop.baseUrl, customer) };
  const tool = await db
    .selectFrom("tools")
    .selectAll()
    .where("available_qyt", ">", 20)
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
  const response = await request.post(`${shop.baseUrl}/api/orders`, {
    headers: auth,
    data: {
      toolId: tool.id,
      qyt: tool.minimum_qyt,
      date: deliveryDate(),
      address: "214 Foundry Lane",
      phone: "555-0142",
    },
  });
  expect(response.status()).toBe(201);
  return { order: await response.json(), toolId: tool.id, auth };
}

const outboxRow = (db: Database, to: string) =>
  db.selectFrom("outbox").selectAll().where("to", "=", to).executeTakeFirstOrThrow();

test("SMTP down during an order: the order succeeds, and its mail goes out once SMTP is back", async ({
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { shop, db } = await mailingShop("smtp-down");
  try {
    const customer = await createCustomer(testInfo, null, db);
    await inbox.stop();
    const { order } = await placeOrder(request, shop, db, customer);
    await expect
      .poll(async () => (await outboxRow(db, customer.email)).attempts, { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect((await outboxRow(db, customer.email)).sentAt).toBeNull();
    // The sender logs the failure after it records the attempt: the line may come a moment later.
    await expect.poll(() => shop.output()).toMatch(/not delivered, attempt 1: .*ECONNREFUSED/);

    await inbox.start();
    const [mail] = await inbox.waitFor(customer.email, 1, 30_000);
    expect(mail!.subject).toBe(
      `Order placed: ${order.number}, ${order.qyt} × ${order.name} — Forgeline Tools`,
    );
    expect(linkIn(mail!, shop.baseUrl)).toBe(`${shop.baseUrl}/dashboard/payment/${order._id}`);
    await expect.poll(async () => (await outboxRow(db, customer.email)).sentAt).not.toBeNull();
    // Another few passes of the sender send nothing more: that nothing comes is what is
    // tested, and only waiting shows it (no condition to poll for).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(inbox.to(customer.email)).toHaveLength(1);
  } finally {
    await inbox.start().catch(() => undefined);
    await db.destroy();
    await shop.stop();
  }
});

test("the server killed between the commit and the send: the mail goes out once after restart", async ({
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { shop, db } = await mailingShop("killed");
  try {
    const customer = await createCustomer(testInfo, null, db);
    await inbox.stop();
    await placeOrder(request, shop, db, customer);
    // Committed with the order, not sent: then the process dies.
    expect((await outboxRow(db, customer.email)).sentAt).toBeNull();
    await shop.kill();
    await inbox.start();
    // Nothing arrives from the killed shop: an absence, which only a wait shows.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(inbox.to(customer.email)).toHaveLength(0);

    await shop.restart();
    const [mail] = await inbox.waitFor(customer.email, 1, 30_000);
    expect(mail!.kind).toBe("order-placed");
    // No second copy in the sender's next passes: an absence, which only a wait shows.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(inbox.to(customer.email)).toHaveLength(1);
  } finally {
    await db.destroy();
    await shop.stop();
  }
});

test.describe("orders that expire, on the shop's clock", () => {
  const keys = {
    secretKey: "sk_test_storefront",
    publishableKey: "pk_test_storefront",
    webhookSecret: "whsec_test_storefront",
  };
  let fake: FakeStripe;
  test.beforeAll(async () => {
    fake = await startFakeStripe(keys);
  });
  test.afterAll(async () => fake?.stop());

  test("stock back, mail sent once, the pay link refuses, and a late payment is refunded", async ({
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const clockFile = join(dir, "clock-offset-ms");
    const { shop, db } = await mailingShop("expiry", {
      SHOP_CLOCK_FILE: clockFile,
      ORDER_HOLD_HOURS: "48",
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
      STRIPE_API_URL: fake.url,
    });
    fake.deliverWebhooksTo(`${shop.baseUrl}/api/stripe/webhook`);
    try {
      const customer = await createCustomer(testInfo, null, db);
      const { order, toolId, auth } = await placeOrder(request, shop, db, customer);
      const held = await stockOf(db, toolId);
      await inbox.waitFor(customer.email, 1);

      // 49 hours later, by the shop's clock.
      writeFileSync(clockFile, String(49 * 3_600_000));
      const read = await request.get(`${shop.baseUrl}/api/orders/${order._id}`, { headers: auth });
      expect(await read.json()).toMatchObject({ closed: "expired", paid: false });
      expect(await stockOf(db, toolId)).toBe(held + order.qyt);

      const mails = await inbox.waitFor(customer.email, 2);
      expect(mails.map((mail) => mail.kind)).toEqual(["order-placed", "order-expired"]);
      expect(mails[1]!.subject).toBe(
        `Order expired: ${order.number}, ${order.qyt} × ${order.name} — Forgeline Tools`,
      );
      // Each mail says the order's line, its totals and its state in the shop's one label.
      for (const [mail, state] of [
        [mails[0]!, "Not Paid"],
        [mails[1]!, "Expired"],
      ] as const) {
        expect(mail.text).toContain(`${order.qyt} × ${order.name}: $`);
        expect(mail.text).toContain(`Subtotal: ${formatDollars(Math.round(order.amount * 100))}`);
        expect(mail.text).toContain("Shipping: $0.00");
        expect(mail.text).toContain("Tax: $0.00");
        expect(mail.text).toContain(`Status: ${state}`);
      }

      // The pay link from the first mail refuses.
      const pay = await request.post(`${shop.baseUrl}/api/create-payment-intent`, {
        headers: auth,
        data: { orderId: order._id },
      });
      expect(pay.status()).toBe(409);
      expect((await pay.json()).error).toBe(
        "This order expired before it was paid: it can no longer be paid.",
      );

      // A payment Stripe takes anyway for the expired order is refunded when its webhook comes.
      const late = fake.createIntent({
        amount: Math.round(order.amount * 100),
        currency: "usd",
        metadata: { orderId: order._id },
      });
      await fake.confirmIntent(String(late.id), "4242 4242 4242 4242");
      await expect.poll(() => fake.refundsOf(String(late.id))[0]?.status).toBe("succeeded");
      // The shop logs the refund once Stripe has made it: the line may come a moment later.
      await expect
        .poll(() => shop.output())
        .toContain(
          `Payment ${String(late.id)} for order ${order._id} was not applied (order-expired) and was refunded`,
        );
      expect(await stockOf(db, toolId)).toBe(held + order.qyt);
      // No third mail in the sender's next passes: an absence, which only a wait shows.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(inbox.to(customer.email)).toHaveLength(2);
    } finally {
      await db.destroy();
      await shop.stop();
    }
  });
});

test("with SMTP the outbox page never shows a live reset link, and links nothing a user typed", async ({
  request,
}) => {
  test.setTimeout(90_000);
  // SMTP is what production always has; the demo's folder is a mailbox of its own.
  const { shop, db } = await mailingShop("secret-links");
  try {
    // An account from before names with web addresses were refused.
    const email = `old-name-${Date.now()}@customers.example`;
    await db
      .insertInto("users")
      .values({
        id: newId(),
        email,
        displayName: "https://evil.example/forgeline-login",
        createdAt: new Date().toISOString(),
      })
      .execute();
    const admin = await signInCookie(shop.baseUrl, {
      email: OWN_SHOP_ENV.DEMO_ADMIN_EMAIL,
      password: OWN_SHOP_ENV.DEMO_ADMIN_PASSWORD,
    });
    const outboxPage = async () => {
      const row = await outboxRow(db, email);
      const page = await request.get(`${shop.baseUrl}/dashboard/outbox?mail=${row.id}`, {
        headers: { Cookie: admin },
      });
      expect(page.status()).toBe(200);
      return { row, html: await page.text() };
    };

    await inbox.stop();
    const asked = await request.post(`${shop.baseUrl}/forgot-password`, {
      headers: { Origin: shop.baseUrl },
      form: { email },
    });
    expect(asked.status()).toBe(200);
    const waiting = await outboxPage();
    expect(waiting.row.sentAt).toBeNull();
    const token = /token=([\w-]+)/.exec(waiting.row.text)![1]!;
    expect(waiting.html).not.toContain(token);
    expect(waiting.html).toContain("reset-password?token=redacted");
    expect(waiting.html).not.toContain('href="https://evil.example');

    await inbox.start();
    const [mail] = await inbox.waitFor(email, 1, 30_000);
    expect(mail!.text).toContain(`token=${token}`);
    await expect.poll(async () => (await outboxRow(db, email)).sentAt).not.toBeNull();
    const sent = await outboxPage();
    expect(sent.row.text).not.toContain(token);
    expect(sent.html).not.toContain(token);
  } finally {
    await inbox.start().catch(() => undefined);
    await db.destroy();
    await shop.stop();
  }
});
