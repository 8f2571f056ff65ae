// By keyboard alone, with JavaScript on and off: the skip link, and signing up (a plain form
// without JavaScript). The JavaScript-only flows (dialogs, ordering, paying, admin tables) are in
// keyboard.js-only.spec.ts.
import { expectFocusRing, tabTo, typeInto } from "./support/keyboard";
import { expect, test } from "./support/test";

test("the skip link leads past the navigation to the page's content", async ({ page }) => {
  await page.goto("/tools");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeVisible();
  await expectFocusRing(skip);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab is inside the content, not back in the navigation.
  await page.keyboard.press("Tab");
  expect(await page.locator("main").evaluate((main) => main.contains(document.activeElement))).toBe(
    true,
  );
});

test("signing up by keyboard", async ({ page }, testInfo) => {
  await page.goto("/signup");
  await typeInto(page, page.getByLabel("Name"), "Kim Keys");
  await typeInto(
    page,
    page.getByLabel("Email"),
    `keys-${testInfo.project.name}-${Date.now()}@k.example`,
  );
  await typeInto(page, page.getByLabel("Password", { exact: true }), "typed-only");
  await typeInto(page, page.getByLabel("Confirm password"), "typed-only");
  const submit = page.getByRole("button", { name: "Sign up" });
  await tabTo(page, submit);
  await expectFocusRing(submit);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
});
