// Pay on account's API (issue 48), on SQLite and PostgreSQL, as its contract says it: POST
// /api/checkout with paymentMethod (400 for a buyer outside such a company, 409 with creditLeft
// in dollars over the limit), POST /api/payments (201 with the allocation, one payment per
// Idempotency-Key) and GET /api/company/statement's exact shape.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { action as checkoutApi } from "#app/routes/api.checkout.ts";
import { action as paymentsApi } from "#app/routes/api.payments.ts";
import { loader as statementApi } from "#app/routes/api.company.statement.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { getUserById } from "#app/models/user.server.ts";
import { shopToday, now } from "#app/utils/clock.server.ts";
import { addDays } from "#app/utils/dates.ts";
import { companyWithMembers } from "#tests/fixtures/companies.ts";
import { insertBookAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { insertDemoShippingAndTax, insertTool, userWithToken } from "#tests/fixtures/in-process.ts";
import { answer, getRequest, jsonRequest, routeArgs } from "#tests/support/route-args.ts";

let standardId: string;
beforeAll(async () => {
  ({ standardId } = await insertDemoShippingAndTax());
});

const bearer = async (userId: string) => ({
  Authorization: `Bearer ${await issueAccessToken((await getUserById(userId))!)}`,
});

/** `member`'s cart of one tool at `price` cents, checked out through the API. */
async function checkOut(member: { id: string }, price: number, paymentMethod?: string) {
  const tool = await insertTool({ name: `API Tool ${newId().slice(-6)}`, price, minimum_qyt: 1 });
  const address = await insertBookAddress(db, member.id);
  await db.deleteFrom("carts").where("userId", "=", member.id).execute();
  await insertCart(db, member.id, [[tool, 1]]);
  const body = {
    addressId: address.id,
    shippingMethodId: standardId,
    date: deliveryDate(now()),
    ...(paymentMethod && { paymentMethod }),
  };
  return answer(
    checkoutApi(routeArgs(jsonRequest("/api/checkout", "POST", body, await bearer(member.id)))),
  );
}

describe("POST /api/checkout with paymentMethod", () => {
  it("places on account, refuses others 400 and an order over the limit 409 with creditLeft", async () => {
    const { company, buyer } = await companyWithMembers(db, { creditLimit: 20_000 });
    const placed = await checkOut(buyer, 10_000, "account");
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ paid: true, paymentId: null, state: "paid" });
    const left = 20_000 - Math.round(placed.body.amount * 100);
    const over = await checkOut(buyer, 10_000, "account");
    expect(over).toEqual({
      status: 409,
      body: {
        error: `This order would take your company over its credit limit: $${(left / 100).toFixed(2)} of credit left`,
        fieldErrors: { paymentMethod: [over.body.error] },
        creditLeft: left / 100,
      },
    });
    // By card (the default) the same buyer places as ever: unpaid.
    expect((await checkOut(buyer, 10_000)).body).toMatchObject({ paid: false, state: "unpaid" });
    const { user: loner } = await userWithToken();
    expect((await checkOut(loner, 1_000, "account")).status).toBe(400);
    expect((await checkOut(buyer, 1_000, "cheque")).status).toBe(400);
    expect(company.id).toBeTruthy();
  });
});

describe("POST /api/payments and GET /api/company/statement", () => {
  it("records once per key, answers the allocation, and the statement says it exactly", async () => {
    const { company, admin, buyer } = await companyWithMembers(db);
    const placed = await checkOut(buyer, 10_000, "account");
    const total = placed.body.amount;
    const { auth } = await userWithToken("admin");
    const pay = (key: string, amount: number) =>
      answer(
        paymentsApi(
          routeArgs(
            jsonRequest(
              "/api/payments",
              "POST",
              { company: company.id, amount, date: shopToday(), reference: "BACS 77" },
              { ...auth, "Idempotency-Key": key },
            ),
          ),
        ),
      );
    const key = newId();
    const first = await pay(key, 40);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      amount: 40,
      date: shopToday(),
      reference: "BACS 77",
      allocations: [
        { invoiceNumber: placed.body.invoiceNumber, orderNumber: placed.body.number, amount: 40 },
      ],
    });
    expect(await pay(key, 40)).toEqual(first);
    expect((await pay(key, 41)).status).toBe(422);
    expect((await pay(newId(), total)).status).toBe(409);

    const statement = await answer(
      statementApi(routeArgs(getRequest("/api/company/statement", await bearer(admin.id)))),
    );
    expect(statement).toEqual({
      status: 200,
      body: {
        balance: Math.round((total - 40) * 100) / 100,
        overdue: 0,
        creditLimit: 10_000,
        creditLeft: Math.round((10_000 - total + 40) * 100) / 100,
        invoices: [
          {
            number: placed.body.invoiceNumber,
            orderNumber: placed.body.number,
            total,
            paid: 40,
            dueDate: addDays(shopToday(), 30),
            status: "Partly paid",
          },
        ],
        payments: [first.body],
      },
    });
  });
});
