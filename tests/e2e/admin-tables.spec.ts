import { parse } from "csv-parse/sync";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin, fillerToolName } from "./support/demo";

test.beforeEach(async ({ page }) => {
  await signIn(page, demoAdmin);
});

test("Manage Products pages through the catalogue and searches it with a GET form", async ({
  page,
}) => {
  await page.goto("/dashboard/manageproducts");
  const table = page.getByRole("table", { name: "All products" });
  // 20 rows a page, and the header row.
  await expect(table.getByRole("row")).toHaveCount(21);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageproducts\?page=2$/);
  await expect(pages.locator("[aria-current=page]")).toHaveText("2");

  const search = page.getByRole("search", { name: "Search products" });
  await search.getByLabel("Search").fill("Storage Bin No. 07");
  await search.getByRole("button", { name: "Search" }).click();
  // A new search starts on page 1, and its address is a link to share.
  await expect(page).toHaveURL(/\/dashboard\/manageproducts\?q=Storage\+Bin\+No\.\+07$/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(fillerToolName(7));
  await expect(page.getByText("1 tool in the catalogue matches, newest first.")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageproducts$/);
  await expect(search.getByLabel("Search")).toHaveValue("");
});

test("Manage Orders filters by state and search, and downloads what it shows as CSV", async ({
  page,
}) => {
  await page.goto("/dashboard/manageorders");
  const filters = page.getByRole("search", { name: "Search orders" });
  await filters.getByLabel("State").selectOption("shipped");
  await filters.getByLabel("Search").fill("customer@forgeline.example");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/state=shipped/);
  await expect(page).toHaveURL(/q=customer%40forgeline\.example/);
  const table = page.getByRole("table", { name: "All orders" });
  // The demo customer's one shipped order.
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Completed");
  await expect(filters.getByLabel("State")).toHaveValue("shipped");

  const link = page.getByRole("link", { name: "Download these orders (CSV)" });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/dashboard\/orders\.csv\?/);
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = parse(await csv.text(), { columns: true, bom: true }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    email: "customer@forgeline.example",
    status: "Shipped",
    paid: "true",
  });
});

test("Manage Users finds a person by email", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(customer.email)}`);
  const table = page.getByRole("table", { name: "All users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").filter({ hasText: customer.email })).toContainText(
    customer.displayName,
  );
  // Make Admin asks first and is proved in manage-users.spec.ts; here, only the search.
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(`nobody-${customer.id}`)}`);
  await expect(table.getByRole("row")).toHaveCount(1);
});
