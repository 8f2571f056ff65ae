// Quotes (issues 40 and 47), JavaScript on and off: a customer turns their cart into a quote
// request, an admin prices its lines (a quantity changed, a line taken out, freight, a reply)
// and sends it, the customer reads the thread, downloads the PDF, reviews the whole order with
// the checkout's choices and accepts exactly that, landing on the payment page. A review is
// placed only as it was; a customer asks for changes and the next round answers in the thread.
// An expired quote offers no Accept; another customer's quote is not found; the home enquiry can
// ask for a quote.
import { readFile } from "node:fs/promises";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { newId } from "#db/id.ts";
import type { Database } from "#db/connection.ts";
import { quoteTexts } from "#app/messages.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";
import { deliveryDate } from "#tests/fixtures/orders.ts";
import { createCustomer, signIn, type Account } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { signedInBuyer } from "./support/buyers";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { addDays, shopDay } from "#app/utils/dates.ts";

const quotesOf = (db: Database, customer: Account) =>
  db.selectFrom("quotes").selectAll().where("userId", "=", customer.id).execute();

/**
 * A new customer (with an address of their book), signed in on `page`, and their quote of `qyt`
 * pieces of a new tool, sent at `quoted` cents each until `validUntil`.
 */
async function customerWithSentQuote(
  page: Page,
  db: Database,
  testInfo: TestInfo,
  quote: { tool: string; qyt: number; quoted: number; validUntil: string },
) {
  const customer = await createCustomer(testInfo, null, db);
  await insertAddress(db, customer.id);
  const tool = await insertTool(db, { name: `${quote.tool} ${newId().slice(-6)}`, price: 5000 });
  const quoteId = await insertQuote(db, customer.id, tool, {
    qyt: quote.qyt,
    sent: { price: quote.quoted, validUntil: quote.validUntil },
  });
  await signIn(page, customer);
  return { customer, tool, quoteId };
}

/** The demo admin, signed in on a browser of their own with JavaScript as the test's. */
async function adminBrowser(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const admin = await context.newPage();
  await signIn(admin, demoAdmin);
  return { admin, close: () => context.close() };
}

test("a cart becomes a quote, an admin prices it with new quantities and freight, and the customer reviews the order and accepts it", async ({
  page,
  browser,
  shopDb,
  ownShop,
  javaScriptEnabled,
}, testInfo) => {
  // Two signed-in browsers and axe scans: more than the default time.
  test.slow();
  const { customer, wrench, drill } = await signedInBuyer(page, shopDb, testInfo);

  await page.goto("/cart");
  await page.getByLabel("Your note for a quote").fill("40 wrenches for a school district");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f]{24}$/);
  await expect(page.getByRole("status")).toContainText("Quote requested");
  await expect(page.getByText("40 wrenches for a school district")).toBeVisible();
  const [quote] = await quotesOf(shopDb, customer);
  expect(quote).toMatchObject({ status: "requested" });
  // Named by its number (issue 47).
  expect(quote!.number).toMatch(/^Q-\d{4,}$/);
  await expect(page).toHaveTitle(`Quote ${quote!.number} — Forgeline Tools`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${quote!.number}`);
  // No PDF before it is priced.
  await expect(page.getByRole("link", { name: "Download quote (PDF)" })).toHaveCount(0);
  // The cart became the quote.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();

  const { admin, close } = await adminBrowser(browser, ownShop.baseUrl, javaScriptEnabled);
  await admin.goto("/dashboard/quotes?status=requested");
  const row = admin.getByRole("row", { name: new RegExp(customer.displayName) });
  await expect(row).toContainText("Requested");
  await row.getByRole("link", { name: quote!.number }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/quotes/${quote!.id}$`));
  // Prefilled with the customer's own prices and quantities, and open for 30 days (issue 47).
  await expect(admin.getByLabel(`Unit price of ${wrench.name}`)).toHaveValue("24");
  await expect(admin.getByLabel(`Quantity of ${wrench.name}`)).toHaveValue("5");
  const inThirtyDays = addDays(shopDay(new Date(), "America/New_York"), 30);
  await expect(admin.getByLabel("Valid until")).toHaveValue(inThirtyDays);
  expect(await scanned(admin, "a requested quote, for the admin")).toEqual([]);
  // Ten wrenches at $20, the drills taken out, $35 of freight, and a reply.
  await admin.getByLabel(`Unit price of ${wrench.name}`).fill("20");
  await admin.getByLabel(`Quantity of ${wrench.name}`).fill("10");
  await admin.getByLabel(`Take ${drill.name} out of the quote`).check();
  await admin.getByLabel("Freight (optional)").fill("35");
  await admin.getByLabel("Reply to the customer (optional)").fill("School pricing, by pallet");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByRole("status")).toContainText("Quote sent");
  await expect(admin.getByText("Sent", { exact: true })).toBeVisible();
  const adminThread = admin.getByRole("region", { name: "Messages" });
  await expect(adminThread).toContainText(`${customer.displayName} asked for a quote`);
  await expect(adminThread).toContainText("Forgeline Tools sent prices, round 1");
  await close();

  await page.goto(`/dashboard/quotes/${quote!.id}`);
  const thread = page.getByRole("region", { name: "Messages" });
  await expect(thread).toContainText("You asked for a quote");
  await expect(thread).toContainText("40 wrenches for a school district");
  await expect(thread).toContainText("School pricing, by pallet");
  await expect(thread).toContainText(
    `Changed: ${wrench.name}: 5 → 10 pieces; ${drill.name} taken out`,
  );
  await expect(thread).toContainText("Goods $200.00 · freight $35.00");
  const lines = page.getByRole("table", { name: "The quote's lines" });
  await expect(lines.getByRole("row", { name: new RegExp(wrench.name) })).toContainText(
    /10\s*\$20\.00\s*\$200\.00/,
  );
  await expect(lines.getByRole("row", { name: new RegExp(drill.name) })).toHaveCount(0);
  await expect(page.getByText("Total before tax")).toBeVisible();
  await expect(page.getByText("$235.00", { exact: true })).toBeVisible();

  // The quote as a PDF: its number, its line with the part number, the freight.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download quote (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${quote!.number}.pdf`);
  const pdf = await pdfText(await readFile((await download.path())!));
  expect(pdf).toContain(`Quote\n${quote!.number}`);
  expect(pdf).toContain(`Part no. ${wrench.sku}`);
  expect(pdf).toContain("Freight $35.00");
  expect(pdf).toContain("Total before tax $235.00");

  expect(await scanned(page, "a sent quote with its Accept form")).toEqual([]);
  await page.getByLabel("PO number (optional)").fill("PO-SCHOOL");
  await page.getByRole("button", { name: "Review order" }).click();
  // The whole order before it is placed: the quoted line, the freight as its shipping, Ohio's
  // tax on goods and freight ($235.00 × 5.75% = $13.51), the total, where and how it goes.
  const review = page.getByRole("region", { name: "Review your order" });
  await expect(review).toBeVisible();
  const reviewed = review.getByRole("table", { name: "The order's lines" });
  await expect(reviewed.getByRole("row", { name: new RegExp(wrench.name) })).toContainText(
    /10\s*\$20\.00\s*\$200\.00/,
  );
  await expect(review).toContainText("Shipping (Standard ground, quoted freight)$35.00");
  await expect(review).toContainText("Sales tax$13.51");
  await expect(review).toContainText("Total$248.51");
  await expect(review).toContainText("214 Foundry Lane");
  await expect(review).toContainText("PO-SCHOOL");
  expect(await scanned(page, "a quote's order, reviewed")).toEqual([]);
  // Nothing is placed by a review.
  expect((await quotesOf(shopDb, customer))[0]).toMatchObject({ status: "sent" });

  await review.getByRole("button", { name: "Accept and place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  // Placed, not yet confirmed: the toast says so (the spec's text is the purchase page's).
  await expect(page.getByRole("status")).toHaveText(/Order FL-\d+ placed: pay to confirm it/);
  const orderId = page.url().split("/").at(-1)!;
  const order = await shopDb
    .selectFrom("orders")
    .select(["number", "subtotal", "shipping", "tax", "amount", "shippingMethod", "purchaseOrder"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({
    subtotal: 20000,
    shipping: 3500,
    tax: 1351,
    amount: 24851,
    shippingMethod: "Standard ground, quoted freight",
    purchaseOrder: "PO-SCHOOL",
  });
  const orderLines = await shopDb
    .selectFrom("order_lines")
    .select(["toolId", "price", "qyt"])
    .where("orderId", "=", orderId)
    .orderBy("position")
    .execute();
  expect(orderLines).toEqual([{ toolId: wrench.id, price: 2000, qyt: 10 }]);
  expect((await quotesOf(shopDb, customer))[0]).toMatchObject({ status: "accepted", orderId });
  // Accepted: no second review, and the quote links its order.
  await page.goto(`/dashboard/quotes/${quote!.id}`);
  await expect(page.getByRole("button", { name: "Review order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `order ${order.number}` })).toHaveAttribute(
    "href",
    `/dashboard/orders/${orderId}`,
  );
});

test("a review is placed only as it was: a round sent since refuses it and shows the new one", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer, quoteId } = await customerWithSentQuote(page, shopDb, testInfo, {
    tool: "Vise",
    qyt: 10,
    quoted: 4500,
    validUntil: deliveryDate(),
  });
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Review order" }).click();
  const review = page.getByRole("region", { name: "Review your order" });
  await expect(review).toContainText(/10\s*\$45\.00\s*\$450\.00/);
  // Another round is sent meanwhile, at $42.
  await shopDb
    .updateTable("quotes")
    .set((eb) => ({ round: eb("round", "+", 1) }))
    .where("id", "=", quoteId)
    .execute();
  await shopDb
    .updateTable("quote_lines")
    .set({ price: 4200 })
    .where("quoteId", "=", quoteId)
    .execute();
  await review.getByRole("button", { name: "Accept and place order" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "This quote changed since you reviewed it: review your order again",
  );
  await expect(review).toContainText(/10\s*\$42\.00\s*\$420\.00/);
  expect(
    await shopDb.selectFrom("orders").select("id").where("userId", "=", customer.id).execute(),
  ).toEqual([]);
  await review.getByRole("button", { name: "Accept and place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
});

test("a customer asks for changes to a quote past its last day, and the next round answers in the thread", async ({
  page,
  browser,
  shopDb,
  ownShop,
  javaScriptEnabled,
}, testInfo) => {
  const { tool, quoteId } = await customerWithSentQuote(page, shopDb, testInfo, {
    tool: "Clamp",
    qyt: 20,
    quoted: 2600,
    validUntil: "2020-01-31",
  });
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByLabel("Your message").fill("Please price them again, 25 this time");
  await page.getByRole("button", { name: "Ask for changes" }).click();
  await expect(page.getByRole("status")).toContainText("Sent: we will price the quote again");
  await expect(page.getByText(quoteTexts.beingRevised)).toBeVisible();
  const thread = page.getByRole("region", { name: "Messages" });
  await expect(thread).toContainText("You asked for changes");
  await expect(thread).toContainText("Please price them again, 25 this time");

  const { admin, close } = await adminBrowser(browser, ownShop.baseUrl, javaScriptEnabled);
  await admin.goto(`/dashboard/quotes/${quoteId}`);
  await expect(admin.getByRole("region", { name: "Messages" })).toContainText(
    "Please price them again, 25 this time",
  );
  await admin.getByLabel(`Quantity of ${tool.name}`).fill("25");
  await admin.getByLabel(`Unit price of ${tool.name}`).fill("25.50");
  await admin.getByLabel("Reply to the customer (optional)").fill("25 at $25.50");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByRole("status")).toContainText("Quote sent");
  await close();

  await page.goto(`/dashboard/quotes/${quoteId}`);
  await expect(thread).toContainText("Forgeline Tools sent prices, round 2");
  await expect(thread).toContainText("25 at $25.50");
  await expect(thread).toContainText(`Changed: ${tool.name}: 20 → 25 pieces`);
  await expect(page.getByRole("button", { name: "Review order" })).toBeVisible();
  expect(await scanned(page, "a quote's thread after an ask and a new round")).toEqual([]);
});

test("an expired quote offers no Accept, and another customer's quote is not found", async ({
  page,
  browser,
  shopDb,
}, testInfo) => {
  const { quoteId } = await customerWithSentQuote(page, shopDb, testInfo, {
    tool: "Vise",
    qyt: 10,
    quoted: 4500,
    validUntil: "2020-01-31",
  });
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await expect(page.getByText("This quote expired on Jan 31, 2020")).toBeVisible();
  await expect(page.getByRole("button", { name: "Review order" })).toHaveCount(0);
  expect(await scanned(page, "an expired quote")).toEqual([]);
  await page.goto("/dashboard/quotes?status=expired");
  await expect(page.getByRole("row", { name: /Expired/ })).toContainText("Jan 31, 2020");
  expect(await scanned(page, "a customer's quotes, filtered")).toEqual([]);

  const stranger = await browser.newPage();
  await signIn(stranger, await createCustomer(testInfo, null, shopDb));
  const answer = await stranger.goto(`/dashboard/quotes/${quoteId}`);
  expect(answer?.status()).toBe(404);
  await stranger.close();
});

test("a signed-in customer's enquiry on home can ask for a quote on their cart", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/#enquiry");
  await page.getByLabel("Your name").fill(customer.displayName);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Company").fill("Whitfield Renovations");
  await page.getByLabel("Tell us about your business").fill("We resell in Ohio: price our cart");
  await page.getByLabel("Ask for a quote on the tools in my cart").check();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[0-9a-f]{24}$/);
  await expect(page.getByText("We resell in Ohio: price our cart")).toBeVisible();
  expect(await quotesOf(shopDb, customer)).toHaveLength(1);
});
