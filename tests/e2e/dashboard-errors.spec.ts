// A 403 or 404 inside the dashboard is shown beside its sidebar (the dashboard's error boundary),
// so the way on stays where it was.
import { createCustomer, dashboardNav, signIn } from "./support/accounts";
import { expect, test } from "./support/test";

test("a customer on an admin page, and on an order that does not exist, keeps the sidebar", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);

  const denied = await page.goto("/dashboard/manageusers");
  expect(denied?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByText("This page is for the shop's administrators only.")).toBeVisible();
  await expect(dashboardNav(page).getByRole("link")).toHaveText([
    "My Orders",
    "Add A Review",
    "My Quotes",
    "My Profile",
  ]);

  const missing = await page.goto("/dashboard/orders/no-such-order");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(dashboardNav(page).getByRole("link", { name: "My Orders" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const unknown = await page.goto("/dashboard/manageorders/no-such-page");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(dashboardNav(page).getByRole("link", { name: "My Orders" })).toBeVisible();
});
