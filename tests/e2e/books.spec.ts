// The accountant's downloads on the admin's overview: a range of days, then the invoices and the
// credit notes of it as CSV, with JavaScript on and off (a GET form the browser submits itself).
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { insertRefund, invoiceOrder } from "#tests/fixtures/after-sale.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { insertOrder } from "#tests/fixtures/orders.ts";

// A month long past, so that nothing this shop's other tests pay for falls in it.
const FROM = "2025-02-01";
const TO = "2025-02-28";

async function rowsOf(download: Download): Promise<Record<string, string>[]> {
  return parse(await readFile((await download.path())!, "utf8"), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
}

/** Clicks a download button of the overview's form, and reads the file it brings. */
async function downloadWith(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { filename: download.suggestedFilename(), rows: await rowsOf(download) };
}

test("an admin picks a range on the overview and downloads its invoices and credit notes", async ({
  page,
  shopDb,
}, testInfo) => {
  // Numbers of this test's own, so that a second run in the same shop never repeats one.
  const run = String(Date.now() % 100_000).padStart(5, "0");
  const invoiceNumber = `INV-2025-9${run}`;
  const creditNoteNumber = `CN-2025-9${run}`;
  const customer = await createCustomer(testInfo, null, shopDb);
  const tool = await insertTool(shopDb, { price: 2_400 });
  const order = await insertOrder(shopDb, customer, tool, {
    qyt: 5,
    state: "paid",
    shipping: 1_500,
    tax: 805,
    purchaseOrder: "PO-4410",
  });
  await invoiceOrder(shopDb, order.id, { paidAt: `${FROM}T09:30:00.000Z`, invoiceNumber });
  // The money went back on the range's last day, late: the to day counts whole.
  await insertRefund(shopDb, order.id, {
    amount: 4_800,
    at: `${TO}T23:59:00.000Z`,
    creditNoteNumber,
    reason: "Two clamps arrived bent",
    source: "return",
    restock: true,
  });

  await signIn(page, demoAdmin);
  await page.goto("/dashboard");
  const form = page.getByRole("form", { name: "Download invoices and credit notes" });
  await form.getByLabel("From").fill(FROM);
  await form.getByLabel("To").fill(TO);

  const invoices = await downloadWith(page, "Download invoices (CSV)");
  expect(invoices.filename).toBe(`invoices-${FROM}-to-${TO}.csv`);
  expect(Object.keys(invoices.rows[0]!)).toEqual([
    "Invoice number",
    "Invoice date",
    "Order id",
    "Customer",
    "Email",
    "Purchase order",
    "Subtotal",
    "Shipping",
    "Tax",
    "Total",
    "Payment id",
    "Refunded so far",
    "Order number",
  ]);
  expect(invoices.rows.find((row) => row["Invoice number"] === invoiceNumber)).toEqual({
    "Invoice number": invoiceNumber,
    "Invoice date": FROM,
    "Order id": order.id,
    Customer: customer.displayName,
    Email: customer.email,
    "Purchase order": "PO-4410",
    Subtotal: "120.00",
    Shipping: "15.00",
    Tax: "8.05",
    Total: "143.05",
    "Payment id": order.paymentId,
    "Refunded so far": "48.00",
    "Order number": order.number,
  });
  // A file, not a page: the overview stays where it was.
  await expect(page).toHaveURL(/\/dashboard$/);

  const creditNotes = await downloadWith(page, "Download credit notes (CSV)");
  expect(creditNotes.filename).toBe(`credit-notes-${FROM}-to-${TO}.csv`);
  expect(Object.keys(creditNotes.rows[0]!)).toEqual([
    "Credit note number",
    "Credit note date",
    "Invoice number",
    "Order id",
    "Customer",
    "Amount",
    "Reason",
    "Source",
    "Restocked",
    "Order number",
  ]);
  expect(creditNotes.rows.find((row) => row["Credit note number"] === creditNoteNumber)).toEqual({
    "Credit note number": creditNoteNumber,
    "Credit note date": TO,
    "Invoice number": invoiceNumber,
    "Order id": order.id,
    Customer: customer.displayName,
    Amount: "48.00",
    Reason: "Two clamps arrived bent",
    Source: "Return received",
    Restocked: "Yes",
    "Order number": order.number,
  });
});

test("a range ending before it starts comes back to the overview with the reason", async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  await page.goto("/dashboard?days=90");
  const form = page.getByRole("form", { name: "Download invoices and credit notes" });
  await form.getByLabel("From").fill(TO);
  await form.getByLabel("To").fill(FROM);
  const [response] = await Promise.all([
    page.waitForResponse(/\/dashboard\?.*download=credit-notes/),
    form.getByRole("button", { name: "Download credit notes (CSV)" }).click(),
  ]);
  expect(response.status()).toBe(400);
  // The overview again, in its period, with the days as typed and the reason by the field.
  await expect(page.getByText("Revenue, last 90 days", { exact: true })).toBeVisible();
  await expect(form.getByLabel("From")).toHaveValue(TO);
  await expect(form.getByLabel("To")).toHaveAccessibleDescription("from must be on or before to");
  await expect(form.getByLabel("To")).toBeFocused();
});
