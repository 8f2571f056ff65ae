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
  // The demo's paid orders (21 and 6 days old) are in the chart's figures.
  await page.getByText("The figures as a table").click();
  const figures = page.getByRole("table", { name: /per day, last 30 days, day by day/ });
  await expect(figures.getByRole("row")).toHaveCount(31);
  await expect(page.getByRole("table", { name: "Orders by state, all time" })).toContainText(
    "Paid (Pending)",
  );
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
