// What JavaScript adds on top of the server-rendered pages that ship it (run by the js-on project
// only). Browsing pages ship no script at all (static-pages.spec.ts).
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";

/** Holds the client navigation to My Orders until `release`, so its loading state can be seen. */
async function holdMyOrders(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/dashboard\/myorders\.data/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function barWhileLoading(page: Page, testInfo: TestInfo) {
  await signIn(page, await createCustomer(testInfo));
  await page.goto("/dashboard/myprofile");
  await page.waitForLoadState("networkidle");
  const release = await holdMyOrders(page);
  const bar = page.getByRole("progressbar", { includeHidden: true });
  await expect(bar).toHaveAttribute("data-state", "idle");
  await page.getByRole("link", { name: "My Orders" }).click();
  await expect(bar).toHaveAttribute("data-state", "loading");
  const motion = await bar
    .locator("div")
    .evaluate((element) => getComputedStyle(element).animationName);
  release();
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
  await expect(bar).toHaveAttribute("data-state", "idle");
  return motion;
}

test("a progress bar shows while a client navigation loads", async ({ page }, testInfo) => {
  expect(await barWhileLoading(page, testInfo)).toBe("progress");
});

test("with reduced motion asked for, the progress bar stands still", async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await barWhileLoading(page, testInfo)).toBe("none");
});
