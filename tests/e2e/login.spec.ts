import { expect, test } from "./support/test";
import { createCustomer, fillLogin, mainNav, signIn, signInWithForm } from "./support/accounts";
import { demoAdmin } from "./support/demo";

test("the login page, also at /Login, shows the demo admin's credentials", async ({ page }) => {
  await page.goto("/Login");
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  await expect(
    page.getByText(
      `sign in as the admin with ${demoAdmin.email} and password ${demoAdmin.password}`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
});

test("empty fields are required", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
});

test("a wrong password and an unknown email get the same message", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await page.goto("/login");
  await fillLogin(page, customer.email, "wrong-pass");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(customer.email);

  await fillLogin(page, `nobody-${customer.id}@customers.example`, "whatever1");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test("signing in shows the signed-in navigation, and signing out ends the session", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signInWithForm(page, customer);
  const nav = mainNav(page);
  for (const name of [
    "Home",
    "Dashboard",
    "Tools",
    "Blogs",
    "My Portfolio",
    customer.displayName,
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: customer.displayName }).click();
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
});

test("after sign-in the visitor returns to the page and query they asked for", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await page.goto("/dashboard/myprofile/updateprofile?from=email");
  await expect(page).toHaveURL(
    /\/login\?redirectTo=%2Fdashboard%2Fmyprofile%2Fupdateprofile%3Ffrom%3Demail$/,
  );
  await fillLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard\/myprofile\/updateprofile\?from=email$/);
});

test("only same-site paths are followed after sign-in", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await page.goto("/login?redirectTo=//evil.example/steal");
  await fillLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("a deleted user's session stops working at the next request", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  const { e2eDatabase } = await import("./support/database");
  await e2eDatabase().deleteFrom("users").where("id", "=", customer.id).execute();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
});
