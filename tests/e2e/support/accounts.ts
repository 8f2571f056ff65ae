import { expect, type Page, type TestInfo } from "@playwright/test";
import { encodeProfile, type FakeGoogleProfile } from "#tests/fakes/google-oauth.ts";
import type { Database } from "#db/connection.ts";
import { insertAccount, type Account, type AccountOptions } from "#tests/fixtures/accounts.ts";
import { e2eDatabase } from "./database";

export type { Account };

/**
 * A fresh customer (or admin) of this test alone (tests/fixtures/accounts.ts), its email named
 * for the test's project: in the shared server's database, or that of a test's own shop.
 */
export function createCustomer(
  testInfo: TestInfo,
  role: "admin" | null = null,
  db: Database = e2eDatabase(),
  options: Omit<AccountOptions, "role" | "label"> = {},
): Promise<Account> {
  return insertAccount(db, { role, label: testInfo.project.name, ...options });
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs in through the login page, as a person does (what login.spec.ts tests). */
export async function signInWithForm(page: Page, account: Pick<Account, "email" | "password">) {
  await page.goto("/login");
  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

/**
 * Gives the page's browser a session of the account without the login page, for the specs that
 * only need to be signed in: the login post goes through the page's own request context, whose
 * cookies the browser shares, and follows the redirect as a browser would (so the "Signed in as"
 * message is used up there). The page stays where it was; its next `goto` is signed in.
 */
export async function signIn(page: Page, account: Pick<Account, "email" | "password">) {
  const response = await page.request.post("/login", {
    form: { email: account.email, password: account.password },
  });
  expect(response.ok(), `signing in ${account.email}: ${response.status()}`).toBe(true);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain("__session");
}

/**
 * Plays the person on Google's account chooser: the trip to the authorize endpoint carries this
 * profile. With JavaScript the browser navigates there itself (routed below); without, it follows
 * the shop's 302, which Playwright does not route, so the redirect's Location is amended instead.
 */
export async function chooseGoogleAccount(page: Page, profile: FakeGoogleProfile) {
  const withProfile = (href: string) => {
    const url = new URL(href);
    url.searchParams.set("login_hint", encodeProfile(profile));
    return url.href;
  };
  await page.route(`${process.env.E2E_GOOGLE_URL}/authorize**`, (route) =>
    route.continue({ url: withProfile(route.request().url()) }),
  );
  await page.route(/\/auth\/google$/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()["location"];
    await route.fulfill({
      response,
      headers: location
        ? { ...response.headers(), location: withProfile(location) }
        : response.headers(),
    });
  });
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

export function dashboardNav(page: Page) {
  return page.getByRole("navigation", { name: "Dashboard" });
}
