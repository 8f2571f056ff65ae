import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { formatDollars } from "#app/utils/money.ts";
import {
  fillOrder,
  insertOrder,
  insertOrderOfThreeTools,
  ordersOf,
  payWithSandboxCard,
  placeOrder,
  stockOf,
  toolForTest,
} from "./support/orders";

test("the order form checks the date, quantity limits, address and phone", async ({
  page,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 1);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto(`/purchase/${tool.id}`);
  await expect(page.getByLabel("Product")).toHaveValue(tool.name);
  await expect(page.getByLabel("Your name")).toHaveValue(customer.displayName);
  await expect(page.getByLabel("Your email")).toHaveValue(customer.email);
  await expect(page.getByLabel("Quantity (pcs)")).toHaveValue(String(tool.minimum_qyt));

  await page.getByLabel("Delivery date").fill("");
  await page.getByLabel("Quantity (pcs)").fill(String(tool.minimum_qyt - 1));
  await page.getByRole("button", { name: "Place order" }).click({ force: true });
  const isJs = testInfo.project.use.javaScriptEnabled;
  if (!isJs) {
    await expect(page.getByText(`Minimum Order Quantity Is ${tool.minimum_qyt}`)).toBeVisible();
    await expect(page.getByText("This field is required")).toHaveCount(3);
  } else {
    // With JavaScript the button stays disabled while the quantity is wrong.
    await expect(page.getByText(`Minimum Order Quantity Is ${tool.minimum_qyt}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();
  }

  await fillOrder(page, { qyt: String(tool.available_qyt + 1) });
  if (!isJs) await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("You Can Not Order More Than Stock")).toBeVisible();
  await expect(page.getByText(`Minimum Order Quantity Is ${tool.minimum_qyt}`)).toHaveCount(0);
  expect(await ordersOf(customer.email)).toEqual([]);
});

test("exactly the minimum and exactly the stock are allowed; price and amount are the server's", async ({
  page,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 2);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);

  await placeOrder(page, tool.id, String(tool.minimum_qyt));
  expect(await stockOf(tool.id)).toBe(tool.available_qyt - tool.minimum_qyt);
  await placeOrder(page, tool.id, String(tool.available_qyt - tool.minimum_qyt));
  expect(await stockOf(tool.id)).toBe(0);

  const orders = await ordersOf(customer.email);
  expect(orders.map((order) => order.qyt).sort((a, b) => a - b)).toEqual(
    [tool.minimum_qyt, tool.available_qyt - tool.minimum_qyt].sort((a, b) => a - b),
  );
  for (const order of orders) {
    expect(order).toMatchObject({
      price: tool.price,
      amount: tool.price * order.qyt,
      paid: 0,
      status: null,
      name: tool.name,
    });
  }
  await page.goto(`/purchase/${tool.id}`);
  await expect(page.getByText("Out of stock")).toBeVisible();
});

test("My Orders shows an unpaid order; cancelling it after the question gives the stock back", async ({
  page,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 3);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await placeOrder(page, tool.id, "12");
  expect(await stockOf(tool.id)).toBe(tool.available_qyt - 12);

  const row = page.getByRole("row").filter({ hasText: tool.name });
  await expect(row.getByText("Not Paid")).toBeVisible();
  await expect(row.getByRole("link", { name: `Pay for ${tool.name}` })).toBeVisible();
  await row
    .getByRole("button", { name: "Cancel" })
    .or(row.getByRole("link", { name: "Cancel" }))
    .click();
  const question = `Are You Sure Want To Cancel ${tool.name}- 12 Pcs Order`;
  if (testInfo.project.use.javaScriptEnabled) {
    await page.getByRole("dialog", { name: question }).getByRole("button", { name: "Yes" }).click();
  } else {
    await expect(page.getByRole("heading", { name: question })).toBeVisible();
    await page.getByRole("button", { name: "Yes" }).click();
  }
  await expect(page.getByRole("status")).toContainText("was cancelled");
  // Kept, labelled, and no longer payable or cancellable; nothing is owed on it.
  const cancelledRow = page.getByRole("row").filter({ hasText: tool.name });
  await expect(cancelledRow.getByText("Cancelled", { exact: true })).toHaveCount(2);
  await expect(cancelledRow).not.toContainText("Not Paid");
  await expect(cancelledRow.getByRole("link", { name: `Pay for ${tool.name}` })).toHaveCount(0);
  expect(await stockOf(tool.id)).toBe(tool.available_qyt);
  expect((await ordersOf(customer.email)).map((order) => order.closed)).toEqual(["cancelled"]);
});

// Issue 45, finding 11: a cancelled or expired order owes nothing, so no page calls it Not Paid.
test("an order that ended unpaid says its state, Cancelled or Expired, never Not Paid", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const ended = [
    { order: await insertOrder(customer), closed: "cancelled", label: "Cancelled" },
    { order: await insertOrder(customer), closed: "expired", label: "Expired" },
  ] as const;
  for (const { order, closed } of ended)
    await e2eDatabase().updateTable("orders").set({ closed }).where("id", "=", order.id).execute();
  const saysItsState = async (row: Locator, label: string) => {
    // Payment and Status both: nothing is owed, and the order has ended.
    await expect(row.getByText(label, { exact: true })).toHaveCount(2);
    await expect(row).not.toContainText("Not Paid");
    await expect(row).not.toContainText("Not payable");
  };

  await signIn(page, customer);
  await page.goto("/dashboard/myorders");
  for (const { order, label } of ended) {
    const row = page.locator(`[id="order-${order.id}"]`);
    await saysItsState(row, label);
    await expect(row.getByRole("link", { name: /^Pay for/ })).toHaveCount(0);
  }
  for (const { order, label } of ended) {
    await page.goto(`/dashboard/orders/${order.id}`);
    const facts = page.getByRole("definition");
    await expect(facts.filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1); // Payment
    await expect(facts.filter({ hasText: `${label}, since` })).toBeVisible(); // Status
    await expect(page.getByRole("main")).not.toContainText("Not Paid");
  }

  const adminPage = await browser.newPage({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await signIn(adminPage, demoAdmin);
  for (const { order, label } of ended) {
    await adminPage.goto(`/dashboard/manageorders?q=${order.id}`);
    await saysItsState(adminPage.locator(`[id="order-${order.id}"]`), label);
  }
  await adminPage.close();
});

test("My Orders lists an order of several tools line by line with its total; a one-tool order reads as before", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const single = await insertOrder(customer);
  const { order, lines } = await insertOrderOfThreeTools(customer);
  await signIn(page, customer);
  await page.goto("/dashboard/myorders");

  const row = page.getByRole("row").filter({ hasText: order.name });
  await expect(row.getByRole("link", { name: order.name, exact: true })).toBeVisible();
  await expect(
    row.getByRole("list", { name: `Lines of ${order.name}` }).getByRole("listitem"),
  ).toHaveText(lines.map(({ tool, qyt }) => `${qyt} × ${tool.name}`));
  await expect(row).toContainText(`${order.qyt} pcs`);
  await expect(row).toContainText(formatDollars(order.amount));
  await expect(row).toContainText("incl. $15.00 shipping, $8.05 tax");
  await expect(row.getByText("Not Paid", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: `Pay for ${order.name}` })).toBeVisible();
  // The customer's own reference for it, as Manage Orders shows it too (issue 47).
  await expect(row).toContainText(`PO ${order.purchaseOrder}`);

  const singleRow = page
    .getByRole("row")
    .filter({ hasText: single.name })
    .filter({ hasNotText: order.name });
  await expect(singleRow.getByRole("list")).toHaveCount(0);
  await expect(singleRow).toContainText(formatDollars(single.amount));
  await expect(singleRow).not.toContainText("incl.");

  // The cancel question's page (the dialog's fallback) shows what would be cancelled.
  await page.goto(`/dashboard/myorders/${order.id}/cancel`);
  const summary = page.getByRole("main");
  for (const { tool, qyt } of lines) await expect(summary).toContainText(`${qyt} × ${tool.name}`);
  await expect(summary).toContainText(`Total${formatDollars(order.amount)}`);
});

test("an expired or declined test card says so under the card field and leaves the order unpaid", async ({
  page,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 4);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await placeOrder(page, tool.id, "10");
  // The sandbox takes the card itself: the page neither loads Stripe.js nor trips the CSP.
  const stripeRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("stripe.com")) stripeRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.getByRole("link", { name: `Pay for ${tool.name}` }).click();
  await expect(page.getByText("Test mode")).toBeVisible();
  await expect(page.locator("dl > div").filter({ hasText: "Amount to pay" })).toContainText(
    "$45.00",
  );

  await payWithSandboxCard(page, "4242 4242 4242 4242", "01/20");
  await expect(page.getByText("Your card has expired.")).toBeVisible();
  await expect(page.getByLabel("Expiry (MM/YY)")).toHaveAttribute("aria-invalid", "true");

  await payWithSandboxCard(page, "4000 0000 0000 0002");
  const error = page.getByText("Your card was declined.");
  await expect(error).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  const [order] = await ordersOf(customer.email);
  expect(order).toMatchObject({ paid: 0, paymentId: null, status: null });
  expect(stripeRequests).toEqual([]);
  expect(consoleErrors.filter((text) => /stripe|Content Security Policy/i.test(text))).toEqual([]);
});

test("paying with the test card, the admin ships it, and the customer sees Completed", async ({
  page,
  browser,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 5);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await placeOrder(page, tool.id, "10");
  await page.getByRole("link", { name: `Pay for ${tool.name}` }).click();
  await payWithSandboxCard(page, "4242 4242 4242 4242");

  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Paid" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
    "href",
    "/tools",
  );
  await expect(page.getByRole("link", { name: "Back to My Orders" })).toBeVisible();
  // The payment belongs to My Orders: its tab is the current one, and the page says so.
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Orders" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle("My Orders — Forgeline Tools");
  const [paid] = await ordersOf(customer.email);
  expect(paid).toMatchObject({
    paid: 1,
    status: "Pending",
    paymentId: expect.stringMatching(/^sb_/),
  });

  await page.goto("/dashboard/myorders");
  const row = page.getByRole("row").filter({ hasText: tool.name });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await expect(row).toContainText(paid!.paymentId!);
  await expect(
    row.getByRole("button", { name: "Cancel" }).or(row.getByRole("link", { name: "Cancel" })),
  ).toHaveCount(0);

  const adminPage = await browser.newPage();
  await signIn(adminPage, demoAdmin);
  // Found by its id: in a busy shop it need not be on the first page.
  await adminPage.goto(`/dashboard/manageorders?q=${paid!.id}`);
  const adminRow = adminPage.getByRole("row").filter({ hasText: paid!.id.slice(-10) });
  await confirmAction(
    adminPage,
    adminRow,
    "Ship Order",
    `Are You Sure Want To Ship ${tool.name}- ${paid!.qyt} Pcs Order`,
  );
  await expect(adminPage.getByRole("status")).toContainText("Order Shiffted");
  await expect(adminPage.getByRole("row").filter({ hasText: paid!.id.slice(-10) })).toContainText(
    "Completed",
  );
  await adminPage.close();

  await page.reload();
  await expect(
    page.getByRole("row").filter({ hasText: tool.name }).getByText("Completed"),
  ).toBeVisible();
  expect((await ordersOf(customer.email))[0]?.status).toBe("Shipped");
});

test("an admin cancels an unpaid order from Manage Orders", async ({ page, browser }, testInfo) => {
  const tool = await toolForTest(testInfo, 6);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await placeOrder(page, tool.id, "10");
  const [order] = await ordersOf(customer.email);

  const adminPage = await browser.newPage({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await signIn(adminPage, demoAdmin);
  await adminPage.goto(`/dashboard/manageorders?q=${order!.id}`);
  const row = adminPage.getByRole("row").filter({ hasText: order!.id.slice(-10) });
  await expect(row.getByText("Not Paid")).toBeVisible();
  await row
    .getByRole("button", { name: "Cancel" })
    .or(row.getByRole("link", { name: "Cancel" }))
    .click();
  await adminPage.getByRole("button", { name: "Yes" }).click();
  await expect(adminPage.getByRole("status")).toContainText("was cancelled");
  expect((await ordersOf(customer.email)).map((stored) => stored.closed)).toEqual(["cancelled"]);
  await adminPage.goto(`/dashboard/manageorders?state=cancelled&q=${order!.id}`);
  const cancelledRow = adminPage.getByRole("row").filter({ hasText: order!.id.slice(-10) });
  await expect(cancelledRow.getByText("Cancelled", { exact: true })).toHaveCount(2);
  await expect(cancelledRow).not.toContainText("Not Paid");
  expect(await stockOf(tool.id)).toBe(tool.available_qyt);
  await adminPage.close();
});

test("another customer's order cannot be read, paid, cancelled or shipped", async ({
  page,
  browser,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 7);
  const owner = await createCustomer(testInfo);
  await signIn(page, owner);
  await placeOrder(page, tool.id, "10");
  const [order] = await ordersOf(owner.email);

  const intruder = await createCustomer(testInfo);
  const other = await browser.newPage();
  await signIn(other, intruder);
  for (const path of [
    `/dashboard/payment/${order!.id}`,
    `/dashboard/myorders/${order!.id}/cancel`,
  ]) {
    expect((await other.goto(path))?.status(), path).toBe(404);
  }
  expect((await other.goto("/dashboard/manageorders"))?.status()).toBe(403);
  const forged = [
    other.request.post(`/dashboard/payment/${order!.id}`, {
      form: { cardholder: "X", cardNumber: "4242424242424242", expiry: "12/29", cvc: "123" },
    }),
    other.request.post(`/dashboard/myorders/${order!.id}/cancel`, { form: {} }),
    other.request.post(`/dashboard/manageorders/${order!.id}/cancel`, { form: {} }),
    other.request.post(`/dashboard/manageorders/${order!.id}/ship`, { form: {} }),
  ];
  expect((await Promise.all(forged)).map((response) => response.status())).toEqual([
    404, 404, 403, 403,
  ]);
  for (const [method, path] of [
    ["GET", `/api/orders/${order!.id}`],
    ["DELETE", `/api/orders/${order!.id}`],
    ["PATCH", `/api/orders/${order!.id}`],
  ] as const) {
    const response = await other.request.fetch(path, {
      method,
      data: { paymentId: "sb_forged", status: "Pending" },
    });
    expect(response.status(), `${method} ${path}`).toBe(404);
  }
  expect(
    (
      await other.request.put(`/api/manageorders/${order!.id}`, { data: { status: "Shipped" } })
    ).status(),
  ).toBe(403);
  expect((await other.request.get(`/api/orders?email=${owner.email}`)).status()).toBe(403);
  await other.close();

  const [untouched] = await ordersOf(owner.email);
  expect(untouched).toMatchObject({ paid: 0, paymentId: null, status: null });
  expect(
    await e2eDatabase()
      .selectFrom("sandbox_charges")
      .select("id")
      .where("orderId", "=", order!.id)
      .execute(),
  ).toEqual([]);
});

test("My Orders shows twenty orders a page, with links to the others", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  for (let index = 0; index < 23; index++) await insertOrder(customer);
  await signIn(page, customer);

  await page.goto("/dashboard/myorders");
  const rows = page.getByRole("table", { name: "My orders" }).locator("tbody tr");
  await expect(rows).toHaveCount(20);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.locator("[aria-current=page]")).toHaveText("1");

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorders\?page=2$/);
  await expect(rows).toHaveCount(3);
  await expect(pages.locator("[aria-current=page]")).toHaveText("2");

  const bad = await page.goto("/dashboard/myorders?page=zero");
  expect(bad?.status()).toBe(400);
  await expect(page.getByText("page must be a positive whole number")).toBeVisible();
});
