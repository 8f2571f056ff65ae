// Every order has a short number people read out on the phone (issue 47), FL-100042: the
// customer sees it in My Orders, in the order page's title and heading, on the payment page and
// the receipt, and on the invoice; an admin sees it in Manage Orders. JavaScript on and off.
import { readFile } from "node:fs/promises";
import { pdfText } from "#tests/support/pdf-text.ts";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { ordersOf, payWithSandboxCard, placeOrder, toolForTest } from "./support/orders";

test("an order placed on the site is known by its number in My Orders, its page, its receipt and its invoice", async ({
  page,
  browser,
}, testInfo) => {
  // Slot 10 is shared by tests that do not check its stock.
  const tool = await toolForTest(testInfo, 10);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await placeOrder(page, tool.id, String(tool.minimum_qyt));
  const [order] = await ordersOf(customer.email);
  const number = order!.number;
  expect(number).toMatch(/^FL-\d{6,}$/);

  // My Orders, where placing lands: the row of the order says its number.
  const row = page.getByRole("table", { name: "My orders" }).getByRole("row").filter({
    hasText: number,
  });
  await row.getByRole("link", { name: tool.name, exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order!.id}`);
  await expect(page).toHaveTitle(`Order ${number} — Forgeline Tools`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);

  await page.getByRole("link", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("main")).toContainText(`Order ${number}`);
  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: number })).toBeVisible();

  await page.goto(`/dashboard/orders/${order!.id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download invoice (PDF)" }).click(),
  ]);
  expect(await pdfText(await readFile(await download.path()))).toContain(`Order number ${number}`);

  const admin = await browser.newPage({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await signIn(admin, demoAdmin);
  await admin.goto(`/dashboard/manageorders?q=${order!.id}`);
  await expect(
    admin
      .getByRole("table", { name: "All orders" })
      .getByRole("row")
      .filter({ hasText: order!.id.slice(-10) }),
  ).toContainText(number);
  await admin.close();
});
