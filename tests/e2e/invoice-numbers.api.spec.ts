// Invoice numbers across instances: two shops on one PostgreSQL server, as behind a load
// balancer, take 40 sandbox payments at once, half each. Every paid order then holds one number
// of the year's sequence, 1..n without a gap or a repeat, and either instance hands out any
// order's invoice.
import { expect, test } from "@playwright/test";
import { SLOW } from "./support/test";
import type { Database } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { shopPairOnPostgres } from "./support/shop-pair";
import type { Shop } from "./support/shop-server";
import { invoiceNumbersThisYear } from "#tests/fixtures/after-sale.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";

const CUSTOMER = { email: "customer@forgeline.example", password: "forge-buyer" };
const PAYMENTS = 40;

const shops = shopPairOnPostgres("invoice-numbers");
let db: Database;
let a: Shop;
let b: Shop;
// The pair is there once its own beforeAll has run, which comes first.
test.beforeAll(() => ({ a, b, db } = shops));

/** A JSON call of the API as the demo customer. */
async function call(shop: Shop, path: string, auth: string, body: unknown) {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: auth },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test(
  "40 payments at once on two instances take invoice numbers 1..n, none missing, none twice",
  SLOW,
  async () => {
    const login = await fetch(`${a.baseUrl}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(CUSTOMER),
    });
    const auth = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    const toolId = newId();
    await db
      .insertInto("tools")
      .values({
        ...{ id: toolId, name: "Numbered Clamp", img: "/images/tools/bench-vise.svg" },
        ...{ description: "Paid for on two instances.", price: 1_250, minimum_qyt: 1 },
        ...{ available_qyt: PAYMENTS, createdAt: new Date().toISOString() },
      })
      .execute();

    // The orders and their client secrets, one after another; then every payment at once.
    const secrets: string[] = [];
    for (let index = 0; index < PAYMENTS; index++) {
      const shop = index % 2 ? b : a;
      const order = await call(shop, "/api/orders", auth, {
        ...{ toolId, qyt: 1, date: deliveryDate(), address: "1 Ledger Row", phone: "555-0100" },
      });
      expect(order.status).toBe(201);
      const intent = await call(shop, "/api/create-payment-intent", auth, {
        orderId: order.body._id,
      });
      expect(intent.status).toBe(200);
      secrets.push(intent.body.clientSecret as string);
    }
    const paid = await Promise.all(
      secrets.map((clientSecret, index) =>
        call(index % 2 ? a : b, "/api/sandbox/confirm-payment", auth, {
          ...{ clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/29", cvc: "123" },
        }),
      ),
    );
    expect(paid.map((answer) => answer.status)).toEqual(secrets.map(() => 200));
    const numbered = paid.map(
      (answer) => (answer.body.order as { _id: string; invoiceNumber: string }).invoiceNumber,
    );
    expect(new Set(numbered).size).toBe(PAYMENTS);

    // Every invoice of the year, the demo's paid orders' included: 1..n, and the sequence at n.
    const numbers = await invoiceNumbersThisYear(db);
    expect(numbers.length).toBeGreaterThanOrEqual(PAYMENTS);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const sequence = await db
      .selectFrom("document_sequences")
      .select("last")
      .where("kind", "=", "invoice")
      .where("year", "=", new Date().getUTCFullYear())
      .executeTakeFirstOrThrow();
    expect(sequence.last).toBe(numbers.length);

    // An order paid through one instance: its invoice from the other.
    const first = paid[0]!.body.order as { _id: string; invoiceNumber: string };
    const invoice = await fetch(`${a.baseUrl}/api/orders/${first._id}/invoice`, {
      headers: { Authorization: auth },
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("Content-Type")).toBe("application/pdf");
    expect(await pdfText(await invoice.arrayBuffer())).toContain(first.invoiceNumber);
  },
);
