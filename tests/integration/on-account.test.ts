// Pay on account (issue 48), on SQLite and PostgreSQL: an order placed on a company's account
// (invoiced at once, due by its terms), the credit limit exact when buyers race for its last
// dollars, payments recorded once per key and allocated oldest first or as named, invoices'
// statuses and the statement's totals, a refund on account as a credit note that lowers the
// balance, and overdue reminders sent once whatever number of sweeps race.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/id.ts";
import { db } from "#app/db.server.ts";
import { refundOrder } from "#app/commerce/index.server.ts";
import { isRefusal, type Refusal } from "#app/commerce/index.ts";
import { recordPayment, type Recorded } from "#app/models/account-payment.server.ts";
import { statementOf } from "#app/models/account-statement.server.ts";
import { sendDueReminders } from "#app/models/invoice-reminder.server.ts";
import { receivablesOf } from "#app/models/receivables.server.ts";
import { now, shopToday } from "#app/utils/clock.server.ts";
import { addDays } from "#app/utils/dates.ts";
import { companyWithMembers, insertMember } from "#tests/fixtures/companies.ts";
import { insertAccount } from "#tests/fixtures/accounts.ts";
import { insertBookAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { acceptQuote, placeCart, placedOrder } from "#tests/fixtures/placing.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { ADMIN_REFUND, insertDemoShippingAndTax, insertTool } from "#tests/fixtures/in-process.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { decideApproval } from "#app/models/order-approval.server.ts";
import { getOrder } from "#app/models/order.server.ts";
import { getUserById } from "#app/models/user.server.ts";

let standardId: string;
beforeAll(async () => {
  ({ standardId } = await insertDemoShippingAndTax());
});

/** A tool at `price` cents with plenty of stock. */
const toolAt = (price: number) =>
  insertTool({
    name: `Account Tool ${newId().slice(-6)}`,
    price,
    minimum_qyt: 1,
    available_qyt: 100,
  });

/** `member`'s cart of one `tool` checked out, on account unless told otherwise. */
async function checkOut(
  member: { id: string },
  tool: { id: string; price: number },
  paymentMethod: "card" | "account" = "account",
) {
  const address = await insertBookAddress(db, member.id);
  // A cart of its own each time (the last checkout emptied the one before).
  await db.deleteFrom("carts").where("userId", "=", member.id).execute();
  await insertCart(db, member.id, [[tool, 1]]);
  return placeCart(member.id, {
    addressId: address.id,
    shippingMethodId: standardId,
    date: deliveryDate(now()),
    purchaseOrder: null,
    checkoutKey: newId(),
    paymentMethod,
  });
}

const recorded = (outcome: Recorded | Refusal): Recorded => {
  if (isRefusal(outcome)) throw new Error(`Refused: ${outcome.message}`);
  return outcome;
};

const shopAdmin = async () => (await insertAccount(db, { role: "admin" })).id;

describe("placing on account", () => {
  it("places the order paid in the shop's sense, invoiced and due by the terms, with no card asked", async () => {
    const { company, buyer } = await companyWithMembers(db, { paymentTerms: "net30" });
    const order = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    expect(order).toMatchObject({
      paid: 1,
      status: "Pending",
      paymentId: null,
      paymentMethod: "account",
      companyId: company.id,
      billToCompany: company.name,
      invoiceDueDate: addDays(shopToday(), 30),
    });
    expect(order.invoiceNumber).toMatch(/^INV-/);
    const mails = await db
      .selectFrom("outbox")
      .select(["kind", "attachment"])
      .where("to", "=", buyer.email)
      .execute();
    // The invoice, not "pay before the hold ends".
    expect(mails).toEqual([{ kind: "invoice-on-account", attachment: `invoice:${order.id}` }]);
    const statement = (await statementOf(company.id))!;
    expect(statement.balance).toBe(order.amount);
    expect(statement.creditLeft).toBe(1_000_000 - order.amount);
    expect(statement.invoices.map((invoice) => invoice.status)).toEqual(["Open"]);
  });

  it("refuses account to a customer of no company, and to a company without terms", async () => {
    const { buyer } = await companyWithMembers(db, { paymentTerms: null });
    const loner = await insertMember(db, (await companyWithMembers(db)).company);
    await db
      .updateTable("users")
      .set({ companyId: null, companyRole: null })
      .where("id", "=", loner.id)
      .execute();
    for (const customer of [buyer, loner]) {
      const outcome = await checkOut(customer, await toolAt(1_000));
      expect(outcome).toMatchObject({
        status: "refused",
        problem: "invalid",
        message: "Your account cannot buy on account: choose to pay by card",
      });
    }
    // A card is still theirs.
    expect((await checkOut(buyer, await toolAt(1_000), "card")).status).toBe("placed");
  });

  it("refuses an order over the credit left, naming it, and lets one of two racing buyers have the last of it", async () => {
    const { company, admin, buyer } = await companyWithMembers(db, { creditLimit: 15_000 });
    const tool = await toolAt(10_000);
    const alone = await checkOut(buyer, await toolAt(20_000));
    expect(alone).toMatchObject({ problem: "conflict", creditLeft: 15_000 });
    expect((alone as Refusal).message).toContain("$150.00 of credit left");

    const racing = await Promise.all([checkOut(buyer, tool), checkOut(admin, tool)]);
    const placed = racing.filter((outcome) => outcome.status === "placed");
    const refused = racing.filter(isRefusal);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const amount = placedOrder(placed[0]!).amount;
    expect(refused[0]).toMatchObject({ problem: "conflict", creditLeft: 15_000 - amount });
    expect((await statementOf(company.id))!.balance).toBe(amount);
    // Nothing of the refused order was kept: one order of the company, the stock taken once.
    const orders = await db
      .selectFrom("orders")
      .select("id")
      .where("companyId", "=", company.id)
      .execute();
    expect(orders).toHaveLength(1);
  });
});

describe("an accepted quote on account", () => {
  it("is placed on account by the same placing, and its credit limit holds", async () => {
    const { company, buyer } = await companyWithMembers(db, { creditLimit: 50_000 });
    const tool = await toolAt(10_000);
    const address = await insertBookAddress(db, buyer.id);
    const quoted = (price: number) =>
      insertQuote(db, buyer.id, tool, { qyt: 5, sent: { price, validUntil: deliveryDate(now()) } });
    const choices = {
      addressId: address.id,
      shippingMethodId: standardId,
      date: deliveryDate(now()),
      paymentMethod: "account" as const,
    };
    const over = await acceptQuote(buyer.id, await quoted(20_000), {
      ...choices,
      checkoutKey: newId(),
    });
    expect(over).toMatchObject({ problem: "conflict", creditLeft: 50_000 });
    const order = placedOrder(
      await acceptQuote(buyer.id, await quoted(8_000), { ...choices, checkoutKey: newId() }),
    );
    expect(order).toMatchObject({ paymentMethod: "account", paid: 1, companyId: company.id });
    expect((await statementOf(company.id))!.balance).toBe(order.amount);
  });
});

describe("payments", () => {
  it("records a payment once per key, allocated to the oldest open invoices first", async () => {
    const { company, buyer } = await companyWithMembers(db);
    const first = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    const second = placedOrder(await checkOut(buyer, await toolAt(5_000)));
    const by = await shopAdmin();
    const payment = {
      companyId: company.id,
      amount: first.amount + 1_000,
      receivedOn: shopToday(),
      reference: "BACS 0042",
      key: newId(),
      by,
    };
    const [once, twice] = await Promise.all([recordPayment(payment), recordPayment(payment)]);
    expect(recorded(twice).payment).toEqual(recorded(once).payment);
    expect(recorded(once).payment.allocations).toEqual([
      { invoiceNumber: first.invoiceNumber, orderNumber: first.number, amount: first.amount },
      { invoiceNumber: second.invoiceNumber, orderNumber: second.number, amount: 1_000 },
    ]);
    const again = await recordPayment({ ...payment, amount: 500 });
    expect(again).toMatchObject({ problem: "key-reused" });
    const statement = (await statementOf(company.id))!;
    expect(statement.payments).toHaveLength(1);
    expect(statement.invoices.map((invoice) => [invoice.number, invoice.status])).toEqual([
      [first.invoiceNumber, "Paid"],
      [second.invoiceNumber, "Partly paid"],
    ]);
    expect(statement.balance).toBe(second.amount - 1_000);
  });

  it("pays the invoices named, in their order, and refuses more than they owe", async () => {
    const { company, buyer } = await companyWithMembers(db);
    const first = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    const second = placedOrder(await checkOut(buyer, await toolAt(5_000)));
    const by = await shopAdmin();
    const base = { companyId: company.id, receivedOn: shopToday(), reference: "Cheque 17", by };
    const over = await recordPayment({
      ...base,
      amount: second.amount + 1,
      invoices: [second.invoiceNumber!],
    });
    expect(over).toMatchObject({ problem: "conflict", field: "amount" });
    const unknown = await recordPayment({ ...base, amount: 100, invoices: ["INV-1999-000001"] });
    expect(unknown).toMatchObject({ problem: "invalid", field: "invoices" });
    const named = recorded(
      await recordPayment({ ...base, amount: second.amount, invoices: [second.invoiceNumber!] }),
    );
    expect(named.payment.allocations).toEqual([
      { invoiceNumber: second.invoiceNumber, orderNumber: second.number, amount: second.amount },
    ]);
    const statuses = (await statementOf(company.id))!.invoices.map((invoice) => invoice.status);
    expect(statuses).toEqual(["Open", "Paid"]);
    expect(first.invoiceNumber).not.toBe(second.invoiceNumber);
  });
});

describe("a refund on account", () => {
  it("is a credit note that lowers the balance, with no card refunded", async () => {
    const { company, buyer } = await companyWithMembers(db);
    const order = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    const outcome = await refundOrder({ ...ADMIN_REFUND, orderId: order.id, amount: 2_500 });
    if (outcome.status !== "refunded") throw new Error(outcome.message);
    expect(outcome.refund).toMatchObject({
      status: "succeeded",
      providerRefundId: `account-${outcome.refund.id}`,
    });
    expect(outcome.refund.creditNoteNumber).toMatch(/^CN-/);
    const statement = (await statementOf(company.id))!;
    expect(statement.balance).toBe(order.amount - 2_500);
    expect(statement.invoices[0]).toMatchObject({ credited: 2_500, owed: order.amount - 2_500 });
    const sandbox = await db.selectFrom("sandbox_refunds").select("id").execute();
    expect(sandbox).toEqual([]);
  });
});

// These move the shop's clock forward, so they come last.
describe("overdue invoices", () => {
  it("are Overdue past their due day, counted by age, and reminded once per reminder with two sweeps racing", async () => {
    const { company, admin, buyer } = await companyWithMembers(db, { paymentTerms: "net7" });
    const second = await insertMember(db, company, { companyRole: "admin" });
    const order = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    const remindersTo = () =>
      db
        .selectFrom("outbox")
        .select("to")
        .where("kind", "=", "invoice-reminder")
        .where("to", "in", [admin.email, second.email, buyer.email])
        .orderBy("to")
        .execute();
    // Due in 7 days: on the due day it is still Open, and nothing is sent.
    advanceClock(7 * 24);
    expect(shopToday()).toBe(order.invoiceDueDate);
    await sendDueReminders();
    expect(await remindersTo()).toEqual([]);
    expect((await statementOf(company.id))!.invoices[0]!.status).toBe("Open");

    advanceClock(24);
    const swept = await Promise.all([sendDueReminders(), sendDueReminders()]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const admins = [admin.email, second.email].sort().map((to) => ({ to }));
    expect(await remindersTo()).toEqual(admins);
    const statement = (await statementOf(company.id))!;
    expect(statement.invoices[0]!.status).toBe("Overdue");
    expect(statement.overdue).toBe(order.amount);
    expect((await receivablesOf()).overdue["1-30"]).toBeGreaterThanOrEqual(order.amount);

    // The same day again: nothing more. A week later: the second reminder, once.
    await sendDueReminders();
    expect(await remindersTo()).toHaveLength(2);
    advanceClock(7 * 24);
    await Promise.all([sendDueReminders(), sendDueReminders()]);
    expect(await remindersTo()).toHaveLength(4);
    const rows = await db
      .selectFrom("invoice_reminders")
      .select("reminder")
      .where("orderId", "=", order.id)
      .orderBy("reminder")
      .execute();
    expect(rows).toEqual([{ reminder: 0 }, { reminder: 1 }]);

    // Paid, it is reminded no more.
    recorded(
      await recordPayment({
        companyId: company.id,
        amount: order.amount,
        receivedOn: shopToday(),
        reference: "Late",
        by: await shopAdmin(),
      }),
    );
    advanceClock(7 * 24);
    await sendDueReminders();
    expect(await remindersTo()).toHaveLength(4);
    expect((await statementOf(company.id))!.invoices[0]!.status).toBe("Paid");
  });
});

describe("an order on account above the buyer's spending limit", () => {
  it("waits for approval, goes on account when approved, and an approval over the credit left is refused", async () => {
    const { company, admin, buyer } = await companyWithMembers(db, {
      paymentTerms: "net30",
      creditLimit: 20_000,
      buyerLimit: 5_000,
    });
    const approver = (await getUserById(admin.id))!;
    const awaiting = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    // Nothing invoiced yet: it waits for the company's admins, and no credit is taken.
    expect(awaiting).toMatchObject({ paid: 0, approval: "awaiting", paymentMethod: "account" });
    expect(awaiting.invoiceNumber).toBeNull();
    expect((await statementOf(company.id))!.balance).toBe(0);
    const decided = await decideApproval(approver, awaiting, { decision: "approve" });
    expect(decided.status).toBe("decided");
    const onAccount = (await getOrder(awaiting.id))!;
    expect(onAccount).toMatchObject({ paid: 1, approval: "approved", paymentMethod: "account" });
    expect(onAccount.invoiceNumber).toMatch(/^INV-/);
    expect((await statementOf(company.id))!.balance).toBe(onAccount.amount);

    // A second one would pass the credit limit: its approval is refused and it still waits.
    const second = placedOrder(await checkOut(buyer, await toolAt(10_000)));
    const refused = await decideApproval(approver, second, { decision: "approve" });
    expect(refused).toMatchObject({ status: "refused", refusal: { problem: "conflict" } });
    expect(await getOrder(second.id)).toMatchObject({ paid: 0, approval: "awaiting" });
  });
});
