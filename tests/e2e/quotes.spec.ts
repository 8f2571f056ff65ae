// Quotes (issue 40), JavaScript on and off: a customer turns their cart into a quote request,
// an admin prices its lines and sends it, the customer accepts it with the checkout's choices
// and lands on the payment page of an order at the quoted prices. An expired quote offers no
// Accept; another customer's quote is not found; the home enquiry can ask for a quote.
import { newId } from "#db/id.ts";
import type { Database } from "#db/connection.ts";
import { createCustomer, signIn, type Account } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { signedInBuyer } from "./support/buyers";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

const quotesOf = (db: Database, customer: Account) =>
  db.selectFrom("quotes").selectAll().where("userId", "=", customer.id).execute();

test("a cart becomes a quote, an admin sends its prices, and the customer accepts it into an order", async ({
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
  // The cart became the quote.
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: ownShop.baseUrl, javaScriptEnabled });
  const admin = await adminContext.newPage();
  await signIn(admin, demoAdmin);
  await admin.goto("/dashboard/quotes?status=requested");
  const row = admin.getByRole("row", { name: new RegExp(customer.displayName) });
  await expect(row).toContainText("Requested");
  await row.getByRole("link", { name: quote!.number }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/quotes/${quote!.id}$`));
  // Prefilled with the customer's own prices, and open for 30 days (issue 47).
  await expect(admin.getByLabel(`Unit price of ${wrench.name} (5 pieces)`)).toHaveValue("24");
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await expect(admin.getByLabel("Valid until")).toHaveValue(inThirtyDays);
  expect(await scanned(admin, "a requested quote, for the admin")).toEqual([]);
  await admin.getByLabel(`Unit price of ${wrench.name} (5 pieces)`).fill("20");
  await admin.getByLabel(`Unit price of ${drill.name} (2 pieces)`).fill("80.50");
  await admin.getByLabel("Reply to the customer (optional)").fill("School pricing");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByRole("status")).toContainText("Quote sent");
  await expect(admin.getByText("Sent", { exact: true })).toBeVisible();
  await adminContext.close();

  await page.goto(`/dashboard/quotes/${quote!.id}`);
  await expect(page.getByText("School pricing")).toBeVisible();
  const lines = page.getByRole("table", { name: "The quote's lines" });
  await expect(lines.getByRole("row", { name: new RegExp(wrench.name) })).toContainText(
    /5\s*\$20\.00\s*\$100\.00/,
  );
  await expect(page.getByText("$261.00", { exact: true })).toBeVisible();
  expect(await scanned(page, "a sent quote with its Accept form")).toEqual([]);
  await page.getByLabel("PO number (optional)").fill("PO-SCHOOL");
  await page.getByRole("button", { name: "Accept quote" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  // Placed, not yet confirmed: the toast says so (the spec's text is the purchase page's).
  await expect(page.getByRole("status")).toHaveText(/Order FL-\d+ placed: pay to confirm it/);
  const orderId = page.url().split("/").at(-1)!;
  await expect(page.getByText("$20.00").first()).toBeVisible();
  const orderLines = await shopDb
    .selectFrom("order_lines")
    .select(["toolId", "price", "qyt"])
    .where("orderId", "=", orderId)
    .orderBy("position")
    .execute();
  expect(orderLines).toEqual([
    { toolId: wrench.id, price: 2000, qyt: 5 },
    { toolId: drill.id, price: 8050, qyt: 2 },
  ]);
  expect((await quotesOf(shopDb, customer))[0]).toMatchObject({ status: "accepted", orderId });
  // Accepted: no second Accept, and the quote links its order.
  await page.goto(`/dashboard/quotes/${quote!.id}`);
  await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  const { number } = await shopDb
    .selectFrom("orders")
    .select("number")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  await expect(page.getByRole("link", { name: `order ${number}` })).toHaveAttribute(
    "href",
    `/dashboard/orders/${orderId}`,
  );
});

test("an expired quote offers no Accept, and another customer's quote is not found", async ({
  page,
  browser,
  shopDb,
}, testInfo) => {
  const customer = await createCustomer(testInfo, null, shopDb);
  const tool = await insertTool(shopDb, { name: `Vise ${newId().slice(-6)}`, price: 5000 });
  const quoteId = await insertQuote(shopDb, customer.id, tool, {
    qyt: 10,
    note: "Ten vises",
    sent: { price: 4500, validUntil: "2020-01-31" },
  });
  await signIn(page, customer);
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await expect(page.getByText("This quote expired on 2020-01-31")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  expect(await scanned(page, "an expired quote")).toEqual([]);
  await page.goto("/dashboard/quotes?status=expired");
  await expect(page.getByRole("row", { name: /Expired/ })).toContainText("2020-01-31");
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
