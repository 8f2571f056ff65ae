import { parse } from "csv-parse/sync";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin, fillerToolName } from "./support/demo";
import { formatDollars } from "#app/utils/money.ts";
import { insertOrderOfThreeTools } from "./support/orders";

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
  // In the table's words: its Payment and Status labels, not the stored fields.
  expect(Object.keys(rows[0]!).slice(0, 8)).toEqual([
    "Order id",
    "Product",
    "Customer",
    "Email",
    "Quantity",
    "Amount",
    "Payment",
    "Status",
  ]);
  expect(rows[0]).toMatchObject({
    Email: "customer@forgeline.example",
    Status: "Completed",
    Payment: "Paid",
  });
});

test("Manage Orders shows an order of several tools: its lines, total and purchase order, in the table, the ship question and the CSV", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const { order, lines } = await insertOrderOfThreeTools(customer, "paid");
  await page.goto(`/dashboard/manageorders?q=${order.id}`);
  const table = page.getByRole("table", { name: "All orders" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ hasText: order.id.slice(-10) });
  await expect(row).toContainText(order.number);
  await expect(
    row.getByRole("list", { name: `Lines of ${order.name}` }).getByRole("listitem"),
  ).toHaveText(lines.map(({ tool, qyt }) => `${qyt} × ${tool.name}`));
  await expect(row).toContainText(`Purchase order ${order.purchaseOrder}`);
  await expect(row).toContainText(formatDollars(order.amount));
  await expect(row).toContainText("incl. $15.00 shipping, $8.05 tax");
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();

  // The question's own page (the dialog's fallback) shows what ships before Yes.
  await page.goto(`/dashboard/manageorders/${order.id}/ship`);
  await expect(
    page.getByRole("heading", { name: `Are You Sure Want To Ship ${order.name}- 7 Pcs Order` }),
  ).toBeVisible();
  const main = page.getByRole("main");
  for (const { tool, qyt } of lines) await expect(main).toContainText(`${qyt} × ${tool.name}`);
  await expect(main).toContainText("Shipping$15.00");
  await expect(main).toContainText("Tax$8.05");
  await expect(main).toContainText(`Total${formatDollars(order.amount)}`);
  await expect(main).toContainText(`Purchase order ${order.purchaseOrder}`);
  await expect(main).toContainText(`Order ${order.number}`);

  // One row per line, the order's columns on each, its total unchanged in meaning.
  const csv = await page.request.get(`/dashboard/orders.csv?q=${order.id}`);
  const rows = parse(await csv.text(), { columns: true, bom: true }) as Record<string, string>[];
  expect(rows.map((one) => [one.Line, one["Line product"], one["Line quantity"]])).toEqual(
    lines.map(({ tool, qyt }, index) => [String(index + 1), tool.name, String(qyt)]),
  );
  for (const one of rows)
    expect(one).toMatchObject({
      "Order id": order.id,
      "Order number": order.number,
      Amount: (order.amount / 100).toFixed(2),
      Subtotal: (order.subtotal / 100).toFixed(2),
      Shipping: "15.00",
      Tax: "8.05",
      "Purchase order": order.purchaseOrder,
      Status: "Pending",
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
  // The download takes the same search: the one person, in the table's words.
  const href = await page
    .getByRole("link", { name: "Download these users (CSV)" })
    .getAttribute("href");
  const csv = await page.request.get(href!);
  const rows = parse(await csv.text(), { columns: true, bom: true }) as Record<string, string>[];
  expect(rows).toEqual([
    expect.objectContaining({
      "User id": customer.id,
      Email: customer.email,
      Name: customer.displayName,
      Role: "Customer",
    }),
  ]);
  // Make Admin asks first and is proved in manage-users.spec.ts; here, only the search.
  await page.goto(`/dashboard/manageusers?q=${encodeURIComponent(`nobody-${customer.id}`)}`);
  await expect(table.getByRole("row")).toHaveCount(1);
});
