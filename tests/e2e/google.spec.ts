import { expect, test } from "./support/test";
import { chooseGoogleAccount, createCustomer, mainNav } from "./support/accounts";
import { e2eDatabase } from "./support/database";

test("a new Google account becomes a user with its name and photo, back where they were going", async ({
  page,
}, testInfo) => {
  const email = `google-${testInfo.project.name}-${Date.now()}@gmail.example`;
  await chooseGoogleAccount(page, {
    sub: `g-${Date.now()}`,
    email,
    email_verified: true,
    name: "Morgan Lathe",
    picture: "/images/reviewers/priya-raman.svg",
  });
  await page.goto("/dashboard/myprofile");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expect(mainNav(page).getByRole("link", { name: "Morgan Lathe" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Morgan Lathe" })).toHaveAttribute(
    "src",
    "/images/reviewers/priya-raman.svg",
  );
  const users = await e2eDatabase()
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email)
    .execute();
  expect(users).toHaveLength(1);
});

test("a Google account with a known verified email signs in to that user", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await chooseGoogleAccount(page, {
    sub: `g-${customer.id}`,
    email: customer.email,
    email_verified: true,
    name: "A Different Google Name",
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await expect(mainNav(page).getByRole("link", { name: customer.displayName })).toBeVisible();
  const users = await e2eDatabase()
    .selectFrom("users")
    .select("id")
    .where("email", "=", customer.email)
    .execute();
  expect(users).toEqual([{ id: customer.id }]);
});

test("a Google account whose email is not verified is refused", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await chooseGoogleAccount(page, {
    sub: `g-unverified-${customer.id}`,
    email: customer.email,
    email_verified: false,
    name: "Impostor",
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();

  await expect(page.getByRole("status")).toContainText("Google sign-in did not work");
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole("link", { name: "Login" })).toBeVisible();
});
