import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";

test("an admin lands on the sales overview and switches its period with a plain GET form", async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  await page.goto("/dashboard");
  const chart = page.getByRole("img", { name: "Revenue and paid orders per day, last 30 days" });
  await expect(chart).toBeVisible();
  await expect(page.getByText("Revenue, last 30 days", { exact: true })).toBeVisible();
  await expect(page.getByText("Paid orders: goods, shipping and tax")).toBeVisible();
  // Beside the revenue: the refunds of the period and what is left of it.
  await expect(page.getByText("Refunds, last 30 days", { exact: true })).toBeVisible();
  await expect(page.getByText("Net revenue, last 30 days", { exact: true })).toBeVisible();
  await expect(page.getByText("Revenue less refunds")).toBeVisible();
  // The demo's paid orders (21 and 6 days old) are in the chart's figures.
  await page.getByText("The figures as a table").click();
  const figures = page.getByRole("table", { name: /per day, last 30 days, day by day/ });
  await expect(figures.getByRole("row")).toHaveCount(31);
  // Each state in its one label, the same as the Manage Orders filter's.
  const states = page.getByRole("table", { name: "Orders by state, all time" });
  await expect(states.getByRole("rowheader")).toHaveText([
    "Awaiting approval",
    "Not Paid",
    "Pending",
    "Completed",
    "Partly refunded",
    "Refunded",
    "Cancelled",
    "Expired",
    "Declined",
  ]);
  await states.getByRole("link", { name: "Completed" }).click();
  await expect(page).toHaveURL(/\/dashboard\/manageorders\?state=shipped$/);
  await expect(page.getByLabel("State").locator("option:checked")).toHaveText("Completed");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Top tools by revenue" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Newest enquiries" })).toBeVisible();

  await page.getByLabel("Period").selectOption("90");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/dashboard\?days=90$/);
  await expect(
    page.getByRole("img", { name: "Revenue and paid orders per day, last 90 days" }),
  ).toBeVisible();
  await expect(page.getByText("Revenue, last 90 days", { exact: true })).toBeVisible();
});

test("a customer's dashboard stays their links, without the shop's figures", async ({
  page,
}, testInfo) => {
  await signIn(page, await createCustomer(testInfo));
  await page.goto("/dashboard?days=90");
  await expect(page.getByRole("link", { name: "My Orders →" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Revenue/ })).toHaveCount(0);
  await expect(page.getByText("Orders by state")).toHaveCount(0);
});
