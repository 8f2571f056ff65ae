// Returns (issue 38), with JavaScript on and off, in a shop of this worker's own: a customer asks
// to return one of two pieces of a shipped order, an admin approves (the mail says where to send
// it), then marks it received, which asks with the refund it makes ("Refund $80.00 to the
// customer's card …?", issue 47) and refunds the piece with its tax share; a defective tool does
// not go back on sale. A question whose refund changed before Yes asks again with the new one. And the refusals: a quantity over what was shipped, a rejection without
// its note. The pages are scanned with axe where they stand.
import type { Page, TestInfo } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { createCustomer, signIn, type Account } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { confirmAction, openQuestion } from "./support/confirm";
import { refundedOf } from "./support/orders";
import { demoAdmin } from "./support/demo";
import { bearerToken, callApi, paidOrderOverHttp } from "#tests/fixtures/over-http.ts";
import { expect, test } from "./support/own-shop";
import { insertTool, stockOf } from "#tests/fixtures/catalogue.ts";

/**
 * The customer's order of 2 pieces of a tool of its own ($80 each), placed, paid with the
 * sandbox's test card and shipped through the API (tests/fixtures/over-http.ts).
 */
async function shippedOrderOfTwo(baseUrl: string, db: Database, customer: Account) {
  const tool = await insertTool(db, { price: 8_000, minimum_qyt: 1, available_qyt: 10 });
  const orderId = await paidOrderOverHttp(baseUrl, await bearerToken(baseUrl, customer), {
    toolId: tool.id,
    qyt: 2,
    shippedBy: await bearerToken(baseUrl, demoAdmin),
  });
  return { tool, orderId };
}

/**
 * A new customer's shipped order of 2 pieces ($160) whose return of both (no longer needed) is
 * asked for and approved through the API; `admin` is the demo admin's API token.
 */
async function approvedReturnOfTwo(baseUrl: string, db: Database, testInfo: TestInfo) {
  const customer = await createCustomer(testInfo, null, db);
  const { tool, orderId } = await shippedOrderOfTwo(baseUrl, db, customer);
  const buyer = await bearerToken(baseUrl, customer);
  const asked = await callApi(baseUrl, buyer, "POST", `/api/orders/${orderId}/returns`, {
    lines: [{ toolId: tool.id, qyt: 2 }],
    reason: "not_needed",
    comment: "",
  });
  expect(asked.status).toBe(201);
  const admin = await bearerToken(baseUrl, demoAdmin);
  const approved = await callApi(baseUrl, admin, "PUT", `/api/returns/${asked.body._id}`, {
    status: "approved",
  });
  expect(approved.status).toBe(200);
  /** $100 of the $160 given back another way: $60 is left of the return. */
  const goodwill = async () => {
    const refund = await callApi(baseUrl, admin, "POST", `/api/orders/${orderId}/refunds`, {
      amount: 100,
      restock: false,
      reason: "Goodwill",
    });
    expect(refund.status).toBe(201);
  };
  return { tool, orderId, goodwill };
}

/** The customer asks to return `qyt` of the order's pieces on the return page. */
async function askToReturn(page: Page, orderId: string, qyt: string, reason: string) {
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole("link", { name: "Return items" }).click();
  await expect(page.getByRole("heading", { name: "Return items" })).toBeVisible();
  await page.getByRole("spinbutton").fill(qyt);
  await page.getByLabel(reason).check();
  await page.getByLabel("Comment (optional)").fill("The chuck slips under load.");
  await page.getByRole("button", { name: "Ask to return" }).click();
}

// Two signed-in browsers, an order paid and shipped through the API and axe scans: more than
// the default half minute on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("a customer returns 1 of 2 defective pieces: approved, mailed, received and refunded, not restocked", async ({
  page,
  browser,
  ownShop,
  shopDb,
  javaScriptEnabled,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  const { tool, orderId } = await shippedOrderOfTwo(ownShop.baseUrl, shopDb, customer);
  await signIn(page, customer);

  // The form refuses more than was shipped, on the line itself, and keeps what was typed.
  await askToReturn(page, orderId, "3", "Defective");
  await expect(page.getByText(`You can return at most 2 of ${tool.name}`)).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveValue("3");
  expect(await scanned(page, "the return form, refused")).toEqual([]);

  await askToReturn(page, orderId, "1", "Defective");
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole("status")).toContainText("Return requested");
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toContainText(`Requested: 1 × ${tool.name}`);

  const adminContext = await browser.newContext({
    baseURL: ownShop.baseUrl,
    javaScriptEnabled,
  });
  const admin = await adminContext.newPage();
  await signIn(admin, demoAdmin);
  await admin.goto(`/dashboard/returns?q=${orderId}`);
  const row = admin.locator("tr", { hasText: tool.name });
  await expect(row).toContainText("Defective");
  await expect(row).toContainText("Requested");
  await confirmAction(
    admin,
    row,
    `Approve the return of 1 × ${tool.name}`,
    `Approve the return of 1 × ${tool.name}?`,
  );
  await expect(admin.getByRole("status")).toContainText("Return approved");
  await expect(admin).toHaveURL(/#return-[0-9a-f]{24}$/);
  await expect(row).toContainText("Approved");

  const mail = await shopDb
    .selectFrom("outbox")
    .select(["kind", "text"])
    .where("to", "=", customer.email)
    .where("kind", "=", "return-approved")
    .executeTakeFirstOrThrow();
  // Where to send it: the seller's address, as RETURN_ADDRESS is not set.
  expect(mail.text).toContain(
    "Forgeline Tools Inc., 1200 Foundry Road, Dayton, OH 45402, United States",
  );

  const stockBefore = await stockOf(shopDb, tool.id);
  await confirmAction(
    admin,
    row,
    `Mark received the return of 1 × ${tool.name}`,
    `Refund $80.00 to the customer's card for the return of 1 × ${tool.name}? Defective: it does not go back on sale.`,
  );
  await expect(admin.getByRole("status")).toContainText("Return received");
  await expect(row).toContainText("Received and refunded");
  await adminContext.close();

  // One piece of $80 back, no tax in this state: the order says so.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText("Partly refunded").first()).toBeVisible();
  await expect(returns).toContainText(`Received and refunded: 1 × ${tool.name}`);
  await expect(returns).toContainText("Refunded $80.00");
  // The other piece may still come back.
  await expect(page.getByRole("link", { name: "Return items" })).toBeVisible();
  expect(await stockOf(shopDb, tool.id)).toBe(stockBefore);
});

test("a rejection needs its note, which the customer reads on the order", async ({
  page,
  browser,
  ownShop,
  shopDb,
  javaScriptEnabled,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  const { tool, orderId } = await shippedOrderOfTwo(ownShop.baseUrl, shopDb, customer);
  await signIn(page, customer);
  await askToReturn(page, orderId, "2", "No longer needed");
  await expect(page.getByRole("status")).toContainText("Return requested");

  const adminContext = await browser.newContext({ baseURL: ownShop.baseUrl, javaScriptEnabled });
  const admin = await adminContext.newPage();
  await signIn(admin, demoAdmin);
  await admin.goto(`/dashboard/returns?q=${orderId}`);
  expect(await scanned(admin, "the returns table")).toEqual([]);
  await admin
    .locator("tr", { hasText: tool.name })
    .getByRole("link", { name: /^Reject/ })
    .click();
  await expect(
    admin.getByRole("heading", { name: `Reject the return of 2 × ${tool.name}?` }),
  ).toBeVisible();
  await admin.getByRole("button", { name: "Yes" }).click();
  await expect(admin.getByText("Say why the return is rejected")).toBeVisible();
  expect(await scanned(admin, "the rejection, refused")).toEqual([]);
  await admin.getByLabel("Why (the customer is mailed this)").fill("The tools have been used.");
  await admin.getByRole("button", { name: "Yes" }).click();
  await expect(admin.getByRole("status")).toContainText("Return rejected");
  await expect(admin).toHaveURL(new RegExp(`/dashboard/returns\\?q=${orderId}#return-`));
  await adminContext.close();

  await page.goto(`/dashboard/orders/${orderId}`);
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns).toContainText(`Rejected: 2 × ${tool.name}`);
  await expect(returns).toContainText("Our note: The tools have been used.");
  // A rejected return holds nothing: both pieces may be asked for again.
  await page.getByRole("link", { name: "Return items" }).click();
  await expect(page.getByText("0 to 2 (2 shipped)")).toBeVisible();
  expect(await scanned(page, "the return form")).toEqual([]);
});

test("an approved return whose money went back meanwhile is received for what is left, and says so", async ({
  page,
  ownShop,
  shopDb,
}, testInfo) => {
  const { tool, orderId, goodwill } = await approvedReturnOfTwo(ownShop.baseUrl, shopDb, testInfo);
  // Before the parcel comes, $100 of the $160 goes back another way: $60 is left of the return.
  await goodwill();

  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/returns?q=${orderId}`);
  const row = page.locator("tr", { hasText: tool.name });
  await expect(row).toContainText("Only $60.00 is left to refund of it.");
  // It can no longer be refunded in full: Reject is offered beside Mark received.
  await expect(row.getByRole("link", { name: /^Reject/ })).toBeVisible();
  await confirmAction(
    page,
    row,
    `Mark received the return of 2 × ${tool.name}`,
    `Refund $60.00, what is left of the return of 2 × ${tool.name}, to the customer's card? It goes back on sale.`,
  );
  const said = `Only part of this return was left to refund: $60.00 for 2 × ${tool.name}`;
  await expect(page.getByRole("status")).toContainText(said);
  await expect(row).toContainText("Received and refunded");
  await expect(row).toContainText(`Note: ${said}`);
  const order = await shopDb
    .selectFrom("orders")
    .select(["amount", "refunded"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  expect(order).toEqual({ amount: 16_000, refunded: 16_000 });
});

test("a receipt whose refund changed after the question is asked again, and refunds what was confirmed", async ({
  page,
  ownShop,
  shopDb,
}, testInfo) => {
  const { tool, orderId, goodwill } = await approvedReturnOfTwo(ownShop.baseUrl, shopDb, testInfo);

  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/returns?q=${orderId}`);
  const row = page.locator("tr", { hasText: tool.name });
  await openQuestion(
    page,
    row,
    `Mark received the return of 2 × ${tool.name}`,
    `Refund $160.00 to the customer's card for the return of 2 × ${tool.name}? It goes back on sale.`,
  );
  await expect(page.getByText("A credit note is made and mailed to the customer")).toBeVisible();

  // Before Yes, $100 of the $160 goes back another way.
  await goodwill();
  await page.getByRole("button", { name: "Yes" }).click();

  // Nothing refunded by that Yes: the question again, with what it refunds now.
  await expect(page.getByRole("status")).toContainText(
    "Receiving this return no longer refunds what you were shown",
  );
  const now = `Refund $60.00, what is left of the return of 2 × ${tool.name}, to the customer's card? It goes back on sale.`;
  await expect(page.getByRole("heading", { name: now })).toBeVisible();
  expect(await refundedOf(shopDb, orderId)).toBe(10_000);
  await page.getByRole("button", { name: "Yes" }).click();

  await expect(page.getByRole("status")).toContainText(
    `Only part of this return was left to refund: $60.00 for 2 × ${tool.name}`,
  );
  await expect(page).toHaveURL(new RegExp(`/dashboard/returns\\?q=${orderId}#return-`));
  await expect(row).toContainText("Received and refunded");
  expect(await refundedOf(shopDb, orderId)).toBe(16_000);
});
