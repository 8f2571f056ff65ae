// What JavaScript adds on top of the server-rendered pages that ship it (run by the js-on project
// only). Browsing pages ship no script at all (static-pages.spec.ts).
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";

test("a progress bar shows while a client navigation loads", async ({ page }, testInfo) => {
  await signIn(page, await createCustomer(testInfo));
  await page.goto("/dashboard/myprofile");
  await page.waitForLoadState("networkidle");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dashboard\/myorders\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { includeHidden: true });
  await expect(bar).toHaveAttribute("data-state", "idle");

  await page.getByRole("link", { name: "My Orders" }).click();
  await expect(bar).toHaveAttribute("data-state", "loading");
  release();
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
  await expect(bar).toHaveAttribute("data-state", "idle");
});

test("a toast closes by itself after five seconds", async ({ page }, testInfo) => {
  await signIn(page, await createCustomer(testInfo));
  await page.goto("/dashboard/myprofile/updateprofile");
  const personal = ["Education", "Personal phone", "Personal address", "About you"];
  for (const label of [...personal, "Business name", "Business address", "Business phone"])
    await page.getByLabel(label, { exact: true }).fill("Filled in by the toast test");
  await page.getByLabel("LinkedIn profile", { exact: true }).fill("linkedin.com/in/toast-test");
  await page.getByRole("button", { name: "Save profile" }).click();

  const toast = page.getByRole("status").getByText("Profile updated");
  await expect(toast).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 3000 });
});
