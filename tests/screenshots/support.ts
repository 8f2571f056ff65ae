// What the phone screenshots share: saving one by name, and signing in on the phone's page.
import type { Page } from "@playwright/test";
import { expect } from "#tests/e2e/support/test.ts";
import { fillLogin } from "#tests/e2e/support/accounts.ts";

/** The page as it is now, into docs/screenshots/{name}.png. */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png` });

export async function signInOnPhone(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await fillLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
}
