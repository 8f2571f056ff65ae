import { expect, test } from "./support/test";
import { createCustomer, mainNav } from "./support/accounts";
import { e2eDatabase } from "./support/database";

const LENGTH = "Password Should Be Min 6 and Max 12 Characters";

async function userCount(email: string) {
  const rows = await e2eDatabase()
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .execute();
  return rows.length;
}

test("an empty sign-up says every field is required", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(4);
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
});

test("a password shorter than 6 characters is refused", async ({ page }, testInfo) => {
  const email = `short-${testInfo.project.name}-${Date.now()}@signup.example`;
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Pat Short");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("abc");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText(LENGTH)).toHaveCount(2);
  await expect(page.getByLabel("Name")).toHaveValue("Pat Short");
  expect(await userCount(email)).toBe(0);
});

test("passwords that differ create nothing and say why", async ({ page }, testInfo) => {
  const email = `differ-${testInfo.project.name}-${Date.now()}@signup.example`;
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Pat Differ");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret-one");
  await page.getByLabel("Confirm password").fill("secret-two");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  expect(await userCount(email)).toBe(0);
});

test("an email already registered gets no second account", async ({ page }, testInfo) => {
  const existing = await createCustomer(testInfo);
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("Email").fill(existing.email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill("another1");
  await page.getByLabel("Confirm password").fill("another1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(
    page.getByText("An account with this email already exists. Login instead."),
  ).toBeVisible();
  expect(await userCount(existing.email)).toBe(1);
});

test("signing up signs the person in with their name, and lands where they were going", async ({
  page,
}, testInfo) => {
  const email = `new-${testInfo.project.name}-${Date.now()}@signup.example`;
  await page.goto("/dashboard/myprofile");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fmyprofile$/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Name").fill("Robin Carver");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("carve-wood");
  await page.getByLabel("Confirm password").fill("carve-wood");
  await page.getByRole("button", { name: "Sign up" }).click();

  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Robin Carver" })).toBeVisible();
  const stored = await e2eDatabase()
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ displayName: "Robin Carver", role: null });
});

test("a company is optional at sign-up and is the profile's (issue 47)", async ({
  page,
}, testInfo) => {
  const email = `company-${testInfo.project.name}-${Date.now()}@signup.example`;
  await page.goto("/signup");
  await expect(page.getByLabel("Company (optional)")).not.toHaveAttribute("required", "");
  await page.getByLabel("Name").fill("Dana Whitfield");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Company (optional)").fill("Whitfield Renovations");
  await page.getByLabel("Password", { exact: true }).fill("secret-pw");
  await page.getByLabel("Confirm password").fill("secret-pw");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.goto("/dashboard/myprofile");
  const company = page
    .locator("dl > div")
    .filter({ has: page.getByText("Company", { exact: true }) });
  await expect(company).toContainText("Whitfield Renovations");
  const stored = await e2eDatabase()
    .selectFrom("users")
    .select("company")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  expect(stored.company).toBe("Whitfield Renovations");
});
