// The invoice as its people get it: the customer pays, opens the order and saves the PDF; an
// admin saves it from Manage Orders. The file's text is read back (pdf.js) for its number,
// lines and total. Both with JavaScript on and off: the links are plain downloads.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { formatDollars } from "#app/utils/money.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { insertOrderOfThreeTools, payWithSandboxCard } from "./support/orders";
import { insertAddress } from "#tests/fixtures/addresses.ts";

/** Clicks the link and reads the file the browser saves. */
async function saveFrom(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: (download as Download).suggestedFilename(), text: await textOf(download) };
}

async function textOf(download: Download) {
  return pdfText(await readFile(await download.path()));
}

const invoiceNumberOf = async (orderId: string) =>
  (
    await e2eDatabase()
      .selectFrom("orders")
      .select("invoiceNumber")
      .where("id", "=", orderId)
      .executeTakeFirstOrThrow()
  ).invoiceNumber;

test("a customer pays, opens the order and downloads its invoice; the payment mail carries it", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const { order, lines } = await insertOrderOfThreeTools(customer);
  await signIn(page, customer);

  // No invoice before the payment.
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole("link", { name: "Pay", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download invoice (PDF)" })).toHaveCount(0);

  await page.goto(`/dashboard/payment/${order.id}`);
  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  const invoiceNumber = await invoiceNumberOf(order.id);
  expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

  await page.goto(`/dashboard/orders/${order.id}`);
  const saved = await saveFrom(page, page.getByRole("link", { name: "Download invoice (PDF)" }));
  expect(saved.name).toBe(`${invoiceNumber}.pdf`);
  expect(saved.text).toContain(invoiceNumber);
  expect(saved.text).toContain(customer.displayName);
  // A long address wraps within its column.
  expect(saved.text.replace(/\s+/g, "")).toContain(customer.email);
  expect(saved.text).toContain(`PO reference ${order.purchaseOrder}`);
  for (const { tool, qyt } of lines)
    expect(saved.text).toContain(
      `${tool.name} ${qyt} ${formatDollars(tool.price)} ${formatDollars(tool.price * qyt)}`,
    );
  expect(saved.text).toContain("Shipping (Standard ground) $15.00");
  expect(saved.text).toContain(`Total ${formatDollars(order.amount)}`);
  expect(saved.text).toContain("Sandbox card");

  // The payment mail names the invoice; the outbox (the demo's mailbox) links it for admins.
  const mail = await e2eDatabase()
    .selectFrom("outbox")
    .select(["id", "attachment"])
    .where("to", "=", customer.email)
    .where("kind", "=", "payment-received")
    .executeTakeFirstOrThrow();
  expect(mail.attachment).toBe(`invoice:${order.id}`);
  const admin = await browser.newPage({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await signIn(admin, demoAdmin);
  await admin.goto(`/dashboard/outbox?mail=${mail.id}`);
  const attached = await saveFrom(
    admin,
    admin.getByRole("link", { name: "The order's invoice (PDF)" }),
  );
  expect(attached.name).toBe(`${invoiceNumber}.pdf`);
  expect(attached.text).toContain(invoiceNumber);
  await admin.close();
});

test("an admin downloads a paid order's invoice from Manage Orders", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  const { order } = await insertOrderOfThreeTools(customer, "paid");
  const invoiceNumber = (await invoiceNumberOf(order.id))!;
  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/manageorders?q=${order.id}`);
  const row = page
    .getByRole("table", { name: "All orders" })
    .getByRole("row")
    .filter({ hasText: order.id.slice(-10) });
  const saved = await saveFrom(
    page,
    row.getByRole("link", { name: `Invoice ${invoiceNumber} (PDF)` }),
  );
  expect(saved.name).toBe(`${invoiceNumber}.pdf`);
  expect(saved.text).toContain(invoiceNumber);
  expect(saved.text).toContain(customer.displayName);
  expect(saved.text).toContain(`Total ${formatDollars(order.amount)}`);
});

test("the invoice bills the company and billing address the customer had when paying, and the order page says so (issue 47)", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const db = e2eDatabase();
  await db
    .updateTable("users")
    .set({ company: "Whitfield Renovations" })
    .where("id", "=", customer.id)
    .execute();
  await insertAddress(db, customer.id, {
    name: "Accounts Payable",
    street: "9 Ledger Row",
    city: "Columbus",
    zip: "43215",
    billing: 1,
  });
  const { order } = await insertOrderOfThreeTools(customer);
  await signIn(page, customer);
  await page.goto(`/dashboard/payment/${order.id}`);
  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  const invoiceNumber = (await invoiceNumberOf(order.id))!;

  await page.goto(`/dashboard/orders/${order.id}`);
  const fact = (term: string) =>
    page.locator("dl > div").filter({ has: page.getByText(term, { exact: true }) });
  const billedTo = [
    "Whitfield Renovations",
    customer.displayName,
    "Accounts Payable, 9 Ledger Row, Columbus, OH 43215",
  ];
  await expect(fact("Bill to").locator("address span")).toHaveText(billedTo);
  await expect(fact("Invoice number")).toContainText(invoiceNumber);
  const download = () =>
    saveFrom(page, page.getByRole("link", { name: "Download invoice (PDF)" })).then((saved) =>
      saved.text.replace(/\s+/g, " "),
    );
  const issued = await download();
  expect(issued).toContain(["Bill to", ...billedTo, customer.email, "Ship to"].join(" "));

  // A later edit of the profile or the book changes no invoice already issued.
  await db
    .updateTable("users")
    .set({ company: "Renamed Renovations LLC" })
    .where("id", "=", customer.id)
    .execute();
  await db
    .updateTable("addresses")
    .set({ street: "1 Moved Avenue" })
    .where("userId", "=", customer.id)
    .execute();
  await page.reload();
  await expect(fact("Bill to").locator("address span")).toHaveText(billedTo);
  expect(await download()).toBe(issued);
});
