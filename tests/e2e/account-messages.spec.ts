import { expect, test } from "./support/test";
import { createCustomer, fillLogin, mainNav } from "./support/accounts";

// After signing in, up or out the next page says so, with and without JavaScript.

test("signing in says as whom, and signing out says it is done", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await page.goto("/login?redirectTo=%2Ftools");
  await fillLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByTestId("toast")).toContainText(`Signed in as ${customer.displayName}`);

  // A message is said once: the next page has none.
  await page.goto("/blogs");
  await expect(page.getByTestId("toast")).toHaveCount(0);

  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("toast")).toContainText("You are signed out. See you soon!");
  await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test("signing up welcomes the new customer by name", async ({ page }, testInfo) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Morgan Tiller");
  await page
    .getByLabel("Email")
    .fill(`welcome-${testInfo.project.name}-${Date.now()}@signup.example`);
  await page.getByLabel("Password", { exact: true }).fill("till-soil");
  await page.getByLabel("Confirm password").fill("till-soil");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("toast")).toContainText(
    "Welcome, Morgan Tiller: your account is ready and you are signed in",
  );
});

test("on a phone the toast after signing in leaves the menu free, and the menu says who", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login");
  await fillLogin(page, customer.email, customer.password);
  await expect(page.getByTestId("toast")).toContainText(`Signed in as ${customer.displayName}`);
  await page.getByText("Menu", { exact: true }).click();
  await expect(
    mainNav(page).getByRole("link", { name: `Signed in as ${customer.displayName}` }),
  ).toBeVisible();
});
