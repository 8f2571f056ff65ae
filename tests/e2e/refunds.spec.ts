// Refunds, JavaScript on and off, in this worker's own shop. Money is confirmed (issue 47): the
// refund page's form first shows what the refund does (the amount, the pieces, whether stock
// comes back, the credit note) and asks; Back gives the form again as it was typed; Confirm
// refunds, once, even from two tabs. An admin gives back two of three pieces of a line (the
// stock comes back); the customer sees the order "Partly refunded" with the refund and its
// credit note, and the refund's mail is queued with the credit note attached. A refund of an
// amount leaves the stock. A form posted with nothing chosen is refused, saying why.
import type { Page, TestInfo } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import { createCustomer, signIn, type Account } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { refundedOf, stockOf } from "./support/orders";
import { insertOrder } from "#tests/fixtures/orders.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

/** A new customer's paid order of `qyt` pieces of a new tool at `price` cents (10 in stock). */
async function paidOrder(
  db: Database,
  testInfo: TestInfo,
  name: string,
  price: number,
  qyt: number,
) {
  const customer = await createCustomer(testInfo, null, db);
  const tool = await insertTool(db, {
    name: `${name} ${newId().slice(-6)}`,
    price,
    minimum_qyt: 1,
    available_qyt: 10,
  });
  const order = await insertOrder(db, customer, tool, { qyt, state: "paid" });
  return { customer, tool, order };
}

/** Review refund: the page answers what the refund does, asking `question`; its summary. */
async function review(page: Page, question: string) {
  await page.getByRole("button", { name: "Review refund" }).click();
  const summary = page.getByRole("region", { name: question });
  await expect(summary.getByRole("heading", { name: question })).toBeVisible();
  return summary;
}

const CREDIT_NOTE =
  "One is made and mailed to the customer with the refund. It takes the next credit-note number of its year (CN-YYYY-NNNNNN) when the refund goes through, so the numbers have no gaps.";

test("an admin refunds two of three pieces with the stock back, once confirmed; the customer sees it", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  shopDb,
}, testInfo) => {
  const { customer, tool, order } = await paidOrder(shopDb, testInfo, "Bar Clamp", 2400, 3);

  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/orders/${order.id}`);
  await page.getByRole("link", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Refund order/ })).toBeVisible();
  await expect(page.getByText("Left to refund")).toBeVisible();

  // Nothing chosen: refused, and the page says what to do.
  await page.getByLabel("Reason").fill("Two arrived bent");
  await page.getByRole("button", { name: "Review refund" }).click();
  await expect(page.getByText("Choose the pieces to give back, or enter an amount")).toBeVisible();
  // A quantity that is no whole number is refused at its line.
  await page.getByLabel(new RegExp(tool.name)).fill("1.5");
  await page.getByRole("button", { name: "Review refund" }).click();
  await expect(page.getByLabel(new RegExp(tool.name))).toHaveAccessibleDescription(
    `${tool.name}: Enter a whole number`,
  );

  await page.getByLabel(new RegExp(tool.name)).fill("2");
  await page.getByLabel("Reason").fill("Two arrived bent");
  await page.getByLabel("Put the stock back").check();
  const question = "Refund $48.00 to the customer's card?";
  let summary = await review(page, question);
  await expect(summary).toContainText(`2 × ${tool.name}: $48.00 of goods back`);
  await expect(summary).toContainText(`2 × ${tool.name} go back on sale`);
  await expect(summary).toContainText(CREDIT_NOTE);
  await expect(summary).toContainText("$24.00 of the $72.00 paid");
  expect(await scanned(page, "the refund's review")).toEqual([]);
  // Nothing moved yet.
  expect(await refundedOf(shopDb, order.id)).toBe(0);
  expect(await stockOf(tool.id, shopDb)).toBe(10);

  // Back: the form as it was typed.
  await summary.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel(new RegExp(tool.name))).toHaveValue("2");
  await expect(page.getByLabel("Reason")).toHaveValue("Two arrived bent");
  await expect(page.getByLabel("Put the stock back")).toBeChecked();
  summary = await review(page, question);
  await summary.getByRole("button", { name: "Confirm refund" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
  await expect(page.getByRole("status")).toContainText("Refunded $48.00");
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds).toContainText("Refunded so far: $48.00 of $72.00");
  expect(await stockOf(tool.id, shopDb)).toBe(12);

  const customerContext = await browser.newContext({ baseURL, javaScriptEnabled });
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto(`/dashboard/orders/${order.id}`);
  await expect(customerPage.getByText("Partly refunded").first()).toBeVisible();
  const seen = customerPage.getByRole("region", { name: "Refunds" });
  await expect(seen).toContainText("$48.00");
  await expect(seen).toContainText("Two arrived bent");
  const creditNote = seen.getByRole("link", { name: /^Credit note CN-\d{4}-\d{6}$/ });
  await expect(creditNote).toHaveAttribute("href", /^\/api\/refunds\/[0-9a-f]{24}\/credit-note$/);
  // No refund page for the customer.
  await expect(customerPage.getByRole("link", { name: "Refund", exact: true })).toHaveCount(0);
  await customerContext.close();

  const [mail, ...more] = await shopDb
    .selectFrom("outbox")
    .select(["subject", "attachment"])
    .where("to", "=", customer.email)
    .where("kind", "=", "refund-issued")
    .execute();
  expect(more).toEqual([]);
  expect(mail?.subject).toBe(`Refund issued: ${order.number}, 3 × ${tool.name} — Forgeline Tools`);
  expect(mail?.attachment).toMatch(/^credit-note:[0-9a-f]{24}$/);
});

test("an admin refunds an amount without the stock back, changed after Back", async ({
  page,
  shopDb,
}, testInfo) => {
  const { tool, order } = await paidOrder(shopDb, testInfo, "Pipe Wrench", 3000, 2);

  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/orders/${order.id}/refund`);
  await page.getByLabel("Or an amount instead (dollars)").fill("10");
  await page.getByLabel("Reason").fill("Goodwill for the late delivery");
  let summary = await review(page, "Refund $10.00 to the customer's card?");
  await expect(summary).toContainText("None: an amount only");
  await expect(summary).toContainText("The amount entered, whatever pieces are chosen");
  await expect(summary).toContainText("Nothing goes back on sale");
  await expect(summary).toContainText("Goodwill for the late delivery");

  await summary.getByRole("button", { name: "Back" }).click();
  const amount = page.getByLabel("Or an amount instead (dollars)");
  await expect(amount).toHaveValue("10");
  await expect(page.getByLabel("Reason")).toHaveValue("Goodwill for the late delivery");
  await expect(page.getByLabel("Put the stock back")).not.toBeChecked();
  await amount.fill("12.50");
  summary = await review(page, "Refund $12.50 to the customer's card?");
  expect(await refundedOf(shopDb, order.id)).toBe(0);
  await summary.getByRole("button", { name: "Confirm refund" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
  await expect(page.getByRole("status")).toContainText("Refunded $12.50");
  expect(await refundedOf(shopDb, order.id)).toBe(1250);
  expect(await stockOf(tool.id, shopDb)).toBe(10);
});

test("the same refund confirmed in two tabs is made once; the second tab is shown it anew", async ({
  page,
  shopDb,
}, testInfo) => {
  const { tool, order } = await paidOrder(shopDb, testInfo, "Hex Key Set", 2400, 3);
  await signIn(page, demoAdmin);
  const second = await page.context().newPage();
  const question = "Refund $24.00 to the customer's card?";
  const summaries = [];
  for (const tab of [page, second]) {
    await tab.goto(`/dashboard/orders/${order.id}/refund`);
    await tab.getByLabel(new RegExp(tool.name)).fill("1");
    await tab.getByLabel("Reason").fill("One came back");
    summaries.push(await review(tab, question));
  }

  await summaries[0]!.getByRole("button", { name: "Confirm refund" }).click();
  await expect(page.getByRole("status")).toContainText("Refunded $24.00");
  await summaries[1]!.getByRole("button", { name: "Confirm refund" }).click();
  // Not made twice: the second tab sees the refund as it stands now, and is asked again.
  await expect(
    second.getByText("This refund is not what it was when you looked", { exact: false }),
  ).toBeVisible();
  const again = second.getByRole("region", { name: question });
  await expect(again).toContainText("$24.00 of the $72.00 paid");
  expect(await refundedOf(shopDb, order.id)).toBe(2400);

  // Confirmed again, knowing it: a second refund.
  await again.getByRole("button", { name: "Confirm refund" }).click();
  await expect(second.getByRole("status")).toContainText("Refunded $24.00");
  expect(await refundedOf(shopDb, order.id)).toBe(4800);
  await second.close();
});

test("an admin cancels a paid order: refunded in full, stock back, closed", async ({
  page,
  shopDb,
}, testInfo) => {
  const { tool, order } = await paidOrder(shopDb, testInfo, "Vise", 1500, 2);

  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/orders/${order.id}`);
  await page
    .getByRole("button", { name: "Cancel" })
    .or(page.getByRole("link", { name: "Cancel" }))
    .click();
  const question = `Are You Sure Want To Cancel ${tool.name}- 2 Pcs Order? The order is paid: cancelling it refunds $30.00 to the customer and puts its stock back.`;
  await expect(page.getByText(question)).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();

  await expect(page.getByRole("status")).toContainText(
    "The order was cancelled and $30.00 refunded",
  );
  const closed = await shopDb
    .selectFrom("orders")
    .select(["closed", "paid", "refunded"])
    .where("id", "=", order.id)
    .executeTakeFirstOrThrow();
  expect(closed).toEqual({ closed: "cancelled", paid: 1, refunded: 3000 });
  expect(await stockOf(tool.id, shopDb)).toBe(12);
});

/** A customer's order of 50 pieces of `toolId` placed and paid through the JSON API. */
async function paidThroughTheApi(baseUrl: string, customer: Account, toolId: string) {
  const buyer = await bearerToken(baseUrl, customer);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { Authorization: buyer, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.ok, `POST ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as { _id: string; clientSecret?: string; amount?: number };
  };
  const order = await post("/api/orders", {
    toolId,
    qyt: 50,
    date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    address: "214 Foundry Lane, Dayton, OH",
    phone: "+1 937 555 0142",
  });
  const { clientSecret } = await post("/api/create-payment-intent", { orderId: order._id });
  await post("/api/sandbox/confirm-payment", {
    clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/29",
    cvc: "123",
  });
  return order._id;
}

test("refunding part of a line bought at a volume price re-prices the pieces kept", async ({
  page,
  baseURL,
  shopDb,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  const tool = await insertTool(shopDb, {
    name: `Spring Clamp ${newId().slice(-6)}`,
    price: 1_500,
    minimum_qyt: 1,
    available_qyt: 100,
  });
  // $15.00 each, $12.00 from 10, $10.00 from 50.
  await shopDb
    .insertInto("tool_price_breaks")
    .values([
      { toolId: tool.id, minQyt: 10, price: 1_200 },
      { toolId: tool.id, minQyt: 50, price: 1_000 },
    ])
    .execute();
  const orderId = await paidThroughTheApi(baseURL!, customer, tool.id);

  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/orders/${orderId}/refund`);
  await expect(
    page.getByText("the pieces kept are re-priced at the price for their quantity"),
  ).toBeVisible();
  await page.getByLabel(new RegExp(tool.name)).fill("40");
  await page.getByLabel("Reason").fill("Forty came back");
  const summary = await review(page, "Refund $380.00 to the customer's card?");
  await expect(summary).toContainText(
    `40 × ${tool.name}: $380.00 of goods back; the 10 kept are re-priced at $12.00 each`,
  );
  await summary.getByRole("button", { name: "Confirm refund" }).click();
  // $500 paid for 50; the 10 kept cost $12.00 each now: $380 back, not $400.
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole("status")).toContainText("Refunded $380.00");
  const line = await shopDb
    .selectFrom("refund_lines")
    .innerJoin("refunds", "refunds.id", "refund_lines.refundId")
    .select(["refund_lines.qyt", "refund_lines.amount", "keptQyt", "keptPrice"])
    .where("refunds.orderId", "=", orderId)
    .executeTakeFirstOrThrow();
  expect(line).toEqual({ qyt: 40, amount: 38_000, keptQyt: 10, keptPrice: 1_200 });
});
