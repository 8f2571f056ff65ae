// axe (WCAG 2.0/2.1/2.2, A and AA) on the confirmation dialogs, which open with JavaScript only
// (without it each confirmation is a page of its own, scanned in accessibility.spec.ts).
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { hydrated, scanned } from "./support/a11y-pages";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { insertOrder } from "./support/orders";
import { insertAccount } from "#tests/fixtures/accounts.ts";

test("the dialogs: no axe violation", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const customer = await createCustomer(testInfo);
  await insertOrder(customer, "unpaid");
  await signIn(page, customer);
  const violations: string[] = [];

  await page.goto("/dashboard/myorders");
  await page.getByRole("button", { name: "Cancel" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  violations.push(...(await scanned(page, "Cancel order dialog")));

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demoAdmin);
  const user = await insertAccount(e2eDatabase(), { withPassword: false });
  await admin.goto(`/dashboard/manageusers?q=${encodeURIComponent(user.email)}`);
  await hydrated(admin);
  await admin.getByRole("button", { name: "Make Admin" }).click();
  await expect(admin.getByRole("dialog")).toBeVisible();
  violations.push(...(await scanned(admin, "Make Admin dialog")));
  await admin.keyboard.press("Escape");

  await admin.goto("/dashboard/manageproducts");
  await hydrated(admin);
  await admin
    .getByRole("button", { name: /^Delete/ })
    .first()
    .click();
  await expect(admin.getByRole("dialog")).toBeVisible();
  violations.push(...(await scanned(admin, "Delete tool dialog")));
  await adminContext.close();

  expect(violations).toEqual([]);
});
