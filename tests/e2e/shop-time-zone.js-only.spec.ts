// Dates are drawn in the shop's time zone (SHOP_TIMEZONE) in the browser too (issue 47): a shop
// in Los Angeles (not the default New York) seen from a browser in Tokyo hydrates My Orders
// without a mismatch (one would make React draw the page again, in the browser's time) and draws
// the order's page it navigates to itself in Los Angeles' time, as the server does.
import { insertOrder } from "#tests/fixtures/orders.ts";
import { formatDate, formatDateTime } from "#app/utils/dates.ts";
import { createCustomer, signIn } from "./support/accounts";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { expect, test } from "./support/test";

const SHOP_ZONE = "America/Los_Angeles";

let scratch: ScratchShop;
test.beforeAll(async () => {
  scratch = await startScratchShop({ SHOP_TIMEZONE: SHOP_ZONE });
});
test.afterAll(async () => scratch?.dispose());

test("a browser in another time zone shows the shop's dates and times, hydrated or drawn by itself", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: scratch.shop.baseUrl,
    timezoneId: "Asia/Tokyo",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const customer = await createCustomer(testInfo, null, scratch.db);
  const tool = await scratch.db
    .selectFrom("tools")
    .select(["id", "name", "price", "minimum_qyt"])
    .orderBy("name")
    .executeTakeFirstOrThrow();
  const order = await insertOrder(scratch.db, customer, tool, { qyt: tool.minimum_qyt });
  await signIn(page, customer);
  const placed = formatDateTime(order.createdAt, SHOP_ZONE);
  expect(placed).not.toBe(formatDateTime(order.createdAt, "Asia/Tokyo"));
  expect(placed).not.toBe(formatDateTime(order.createdAt, "America/New_York"));

  await page.goto("/dashboard/myorders");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    "Asia/Tokyo",
  );
  const row = page.locator(`[id="order-${order.id}"]`);
  await expect(row).toContainText(`Placed ${placed}`);
  await expect(row).toContainText(`Requested delivery ${formatDate(order.date)}`);

  // The order's page, drawn in the browser (a navigation of the page's own script).
  await row.getByRole("link", { name: order.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
  await expect(page.locator(`time[datetime="${order.createdAt}"]`).last()).toHaveText(placed);
  await expect(page.locator(`time[datetime="${order.date}"]`)).toHaveText(formatDate(order.date));
  expect(problems).toEqual([]);
  await context.close();
});
