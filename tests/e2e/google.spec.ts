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

test("the verified owner wins an account someone else signed up with: their password and sessions go", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const email = `owner-${testInfo.project.name}-${Date.now()}@gmail.example`;
  // Someone registers the owner's address first, with a password of their own, and stays in.
  const squatter = await playwright.request.newContext({ baseURL });
  const signup = await squatter.post("/signup", {
    headers: { Origin: baseURL! },
    form: { name: "Squatter", email, password: "squat-pw", confirmPassword: "squat-pw" },
    maxRedirects: 0,
  });
  expect(signup.status()).toBe(302);
  expect((await squatter.get("/dashboard/myprofile", { maxRedirects: 0 })).status()).toBe(200);

  // The owner signs in with Google, whose address is verified.
  await chooseGoogleAccount(page, {
    sub: `g-owner-${Date.now()}`,
    email,
    email_verified: true,
    name: "Rightful Owner",
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // The squatter's session is over, and their password opens nothing.
  const after = await squatter.get("/dashboard/myprofile", { maxRedirects: 0 });
  expect(after.status()).toBe(302);
  expect(after.headers()["location"]).toMatch(/^\/login\?redirectTo=/);
  const retry = await squatter.post("/login", {
    headers: { Origin: baseURL! },
    form: { email, password: "squat-pw" },
    maxRedirects: 0,
  });
  expect(retry.status()).toBe(400);
  expect(await retry.text()).toContain("Invalid email or password");
  await squatter.dispose();
});
