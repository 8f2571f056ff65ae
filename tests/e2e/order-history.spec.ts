// The order history (issue 47): My Orders shows what a buyer asks about each order and is
// searched and filtered with a GET form; Manage Orders, Returns and Quotes find any record by
// the words people say on the phone. Every flow runs with JavaScript on and off.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { createCustomer, signIn, type Account } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { insertOrderOfLines } from "#tests/fixtures/orders.ts";
import { insertReturn } from "#tests/fixtures/after-sale.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatDate, formatDateTime } from "#app/utils/dates.ts";

/** Three demo tools with part numbers, the same three for every test. */
async function threeTools() {
  return e2eDatabase()
    .selectFrom("tools")
    .select(["id", "name", "price", "sku"])
    .where("deletedAt", "is", null)
    .where("sku", "is not", null)
    .where("name", "not like", "%Storage Bin%")
    .orderBy("name")
    .limit(3)
    .execute();
}

/**
 * The customer's three orders: the first tool paid in early March 2025 with a PO reference, the
 * second shipped later that month, the third unpaid, placed now.
 */
async function historyOf(customer: Account, reference: string) {
  const [first, second, third] = await threeTools();
  const placed = (tool: typeof first, placedAs: Parameters<typeof insertOrderOfLines>[3]) =>
    insertOrderOfLines(e2eDatabase(), customer, [{ tool: tool!, qyt: 2 }], placedAs);
  return {
    tools: [first!, second!, third!] as const,
    paid: await placed(first, {
      state: "paid",
      purchaseOrder: reference,
      createdAt: "2025-03-03T10:00:00.000Z",
    }),
    shipped: await placed(second, { state: "shipped", createdAt: "2025-03-20T10:00:00.000Z" }),
    unpaid: await placed(third, {}),
  };
}

/** The search form of a list, its table's rows, and a way to search with it. */
function listOn(page: Page, form: string, table: string) {
  const search = page.getByRole("search", { name: form });
  const rows = page.getByRole("table", { name: table }).locator("tbody tr");
  const find = async (text: string) => {
    await search.getByRole("searchbox", { name: "Search" }).fill(text);
    await search.getByRole("button", { name: "Search" }).click();
  };
  return { search, rows, find };
}

test("My Orders shows each order's number, dates, PO, ship-to, total and state, with Order again and the invoice", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const reference = `PO-${customer.id.slice(-6)}`;
  const { paid, tools } = await historyOf(customer, reference);
  await signIn(page, customer);
  await page.goto("/dashboard/myorders");

  const row = page.locator(`[id="order-${paid.id}"]`);
  await expect(row).toContainText(paid.number);
  await expect(row).toContainText(`Placed ${formatDateTime(paid.createdAt)}`);
  await expect(row).toContainText(`Requested delivery ${formatDate(paid.date)}`);
  await expect(row).toContainText(`PO ${reference}`);
  await expect(row).toContainText(paid.address);
  await expect(row.getByRole("link", { name: tools[0].name })).toBeVisible();
  await expect(row).toContainText(formatDollars(paid.amount));
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();

  const invoice = row.getByRole("link", { name: `Invoice ${paid.invoiceNumber} (PDF)` });
  const pdf = await page.request.get((await invoice.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await row.getByRole("button", { name: `Order again (${paid.number})` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("status")).toContainText("Its lines are in your cart");
  await expect(page.getByRole("main")).toContainText(tools[0].name);
});

test("My Orders is searched by number, PO, tool or part number and filtered by state and days, and cleared", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const reference = `PO-${customer.id.slice(-6)}`;
  const { paid, shipped, unpaid, tools } = await historyOf(customer, reference);
  await signIn(page, customer);
  await page.goto("/dashboard/myorders");
  const { search, rows, find } = listOn(page, "Search my orders", "My orders");
  await expect(rows).toHaveCount(3);
  await expect(search).toContainText("By order number, PO reference, tool or part number");

  const onlyRow = async (order: { id: string }) => {
    await expect(rows).toHaveCount(1);
    await expect(page.locator(`[id="order-${order.id}"]`)).toBeVisible();
  };
  await find(paid.number.toLowerCase());
  // The form's address, a link to share (its empty filters ride along, as a form sends them).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${paid.number.toLowerCase()}(&|$)`));
  await onlyRow(paid);
  await expect(page.getByText("1 order matches, newest first.")).toBeVisible();
  await find(reference);
  await onlyRow(paid);
  await find(tools[1].sku!);
  await onlyRow(shipped);
  await find(tools[2].name.toUpperCase());
  await onlyRow(unpaid);

  await search.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
  await expect(rows).toHaveCount(3);
  await expect(search.getByRole("searchbox", { name: "Search" })).toHaveValue("");

  await search.getByLabel("State").selectOption({ label: "Completed" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/state=shipped/);
  await onlyRow(shipped);
  await expect(search.getByLabel("State")).toHaveValue("shipped");

  await search.getByLabel("State").selectOption("");
  await search.getByLabel("Placed from").fill("2025-03-01");
  await search.getByLabel("to", { exact: true }).fill("2025-03-10");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/from=2025-03-01&to=2025-03-10/);
  await onlyRow(paid);

  await find("no order says this");
  await expect(rows).toHaveCount(0);
  await expect(page.getByText("No orders match this search.")).toBeVisible();
  await expect(search.getByRole("link", { name: "Clear" })).toBeVisible();
});

test("My Orders keeps the search in its pages' links and says what is wrong with a bad one", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const [tool] = await threeTools();
  const reference = `BULK-${customer.id.slice(-6)}`;
  for (let index = 0; index < 22; index++)
    await insertOrderOfLines(e2eDatabase(), customer, [{ tool: tool!, qyt: 1 }], {
      purchaseOrder: index < 21 ? reference : undefined,
    });
  await signIn(page, customer);
  await page.goto(`/dashboard/myorders?q=${reference}`);
  const { rows } = listOn(page, "Search my orders", "My orders");
  await expect(rows).toHaveCount(20);
  await expect(page.getByText("20 of 21 orders match, newest first.")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference}&page=2$`));
  await expect(rows).toHaveCount(1);

  const past = await page.goto(`/dashboard/myorders?q=${reference}&page=7`);
  expect(past?.status()).toBe(200);
  await expect(page.getByText("There is no page 7: the list ends on page 2.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${reference}&page=2$`));
  await expect(rows).toHaveCount(1);

  // A range backwards, as a person may pick it: said beside the form, the list withheld.
  const search = page.getByRole("search", { name: "Search my orders" });
  await search.getByLabel("Placed from").fill("2025-03-10");
  await search.getByLabel("to", { exact: true }).fill("2025-03-01");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This search could not be read:" }),
  ).toContainText("from must be on or before to");
  await expect(search.getByLabel("to", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(search.getByLabel("to", { exact: true })).toHaveValue("2025-03-01");
  await expect(rows).toHaveCount(0);

  const bad = await page.goto("/dashboard/myorders?from=2025-02-30&state=lost");
  expect(bad?.status()).toBe(400);
  const problems = page.getByRole("alert").filter({ hasText: "This search could not be read:" });
  await expect(problems).toContainText("from must be a real date");
  await expect(problems).toContainText("state must be one of");
  await expect(search.getByLabel("Placed from")).toHaveAttribute("aria-invalid", "true");
  await expect(search.getByLabel("State")).toHaveAttribute("aria-invalid", "true");
  await expect(rows).toHaveCount(0);
});

test("Manage Orders finds any order by number, PO, customer, email or part number; Returns and Quotes by theirs", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const reference = `PO-${customer.id.slice(-6)}`;
  const { paid, shipped, tools } = await historyOf(customer, reference);
  const returned = await insertReturn(e2eDatabase(), shipped);
  const quoteId = await insertQuote(e2eDatabase(), customer.id, tools[2]);
  const quote = await e2eDatabase()
    .selectFrom("quotes")
    .select("number")
    .where("id", "=", quoteId)
    .executeTakeFirstOrThrow();
  await signIn(page, demoAdmin);

  await page.goto("/dashboard/manageorders");
  const orders = listOn(page, "Search orders", "All orders");
  await orders.find(paid.number);
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.rows).toContainText(customer.email);
  await orders.find(reference.toLowerCase());
  await expect(orders.rows).toHaveCount(1);
  await orders.find(customer.email.toUpperCase());
  await expect(orders.rows).toHaveCount(3);
  await orders.search.getByLabel("State").selectOption({ label: "Completed" });
  await orders.find(customer.email);
  await expect(page).toHaveURL(/state=shipped/);
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.rows).toContainText(shipped.number);

  await page.goto("/dashboard/returns");
  const returns = listOn(page, "Search returns", "Returns, newest first");
  await returns.find(returned.number);
  await expect(returns.rows).toHaveCount(1);
  await returns.find(shipped.number);
  await expect(returns.rows).toHaveCount(1);
  await expect(returns.rows).toContainText(returned.number);

  await page.goto("/dashboard/quotes");
  const quotes = listOn(page, "Search quotes", "Quotes, newest first");
  await quotes.find(quote.number.toLowerCase());
  await expect(quotes.rows).toHaveCount(1);
  await quotes.find(customer.email);
  await expect(quotes.rows).toHaveCount(1);
  await expect(quotes.rows).toContainText(quote.number);
});
