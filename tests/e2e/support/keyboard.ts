// Driving the shop by keyboard alone, for the keyboard specs: no clicks, only key presses.
import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never comes. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let press = 0; press < limit; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tabs to the field, then types into it, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** The focused element shows the shop's focus ring: a solid outline at least 2px wide. */
export async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

export async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await typeInto(page, page.getByLabel("Email"), account.email);
  await typeInto(page, page.getByLabel("Password"), account.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

/** The toast is read out (it sits in a live status region) and leaves the focus where it was. */
export async function expectToast(page: Page, text: string) {
  const status = page.getByRole("status").filter({ hasText: text });
  await expect(status).toHaveAttribute("aria-live", "polite");
  expect(await status.evaluate((region) => region.contains(document.activeElement))).toBe(false);
}
