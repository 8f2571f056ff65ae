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
