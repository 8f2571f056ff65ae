import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";

const ADMIN_PAGES = [
  "/dashboard/addproduct",
  "/dashboard/manageproducts",
  "/dashboard/manageorders",
  "/dashboard/manageusers",
];

test("a customer's sidebar and an admin's sidebar", async ({ page, browser }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveText([
    "My Orders",
    "Add A Review",
    "My Profile",
  ]);

  const adminPage = await browser.newPage();
  await signIn(adminPage, demoAdmin);
  await adminPage.goto("/dashboard");
  await expect(
    adminPage.getByRole("navigation", { name: "Dashboard" }).getByRole("link"),
  ).toHaveText(["My Profile", "Add Product", "Manage Products", "Manage Orders", "Manage Users"]);
  await adminPage.close();
});

test("a customer is refused every admin page by the server", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  for (const path of [...ADMIN_PAGES, `/dashboard/manageusers/${customer.id}/delete`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  }
});

test("a customer's forged admin posts are refused", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  const promote = await page.request.post("/dashboard/manageusers", {
    form: { userId: customer.id },
  });
  expect(promote.status()).toBe(403);
  const remove = await page.request.post(`/dashboard/manageusers/${customer.id}/delete`, {
    form: {},
  });
  expect(remove.status()).toBe(403);
});

test("an anonymous visitor is sent to login from any dashboard page", async ({ page }) => {
  for (const path of ["/dashboard", ...ADMIN_PAGES]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}$`));
  }
});
