// Dates that are promises (issue 47), JavaScript on and off: the checkout's delivery date starts
// at the earliest day the chosen shipping method delivers (the demo's Standard ground takes 5
// business days, Express 2, counted from the shop's today in New York), follows the method with
// JavaScript, and a date the method cannot keep is refused on its field. A shop of the worker's
// own, the demo's methods in it.
import { formatDate } from "#app/utils/dates.ts";
import { signedInBuyer } from "./support/buyers";
import { earliestDays } from "./support/delivery-dates";
import { expect, test } from "./support/own-shop";

test("the checkout's date starts at the method's earliest day, and an earlier one is refused on its field", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer } = await signedInBuyer(page, shopDb, testInfo);
  const { standard, express } = earliestDays();
  await page.goto("/checkout");
  const date = page.getByLabel("Delivery date");
  await expect(page.getByRole("radio", { name: /Standard ground/ })).toBeChecked();
  await expect(date).toHaveValue(standard);
  // Each method says the first day it delivers.
  await expect(page.getByRole("radio", { name: /Standard ground/ })).toHaveAccessibleName(
    new RegExp(`Delivers from ${formatDate(standard)}`),
  );
  await expect(page.getByRole("radio", { name: /Express/ })).toHaveAccessibleName(
    new RegExp(`Delivers from ${formatDate(express)}`),
  );

  // Express's day is too early for Standard ground: refused on the date, nothing placed.
  await date.fill(express);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText(`Standard ground delivers on ${formatDate(standard)} at the earliest`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);
  const orders = () =>
    shopDb
      .selectFrom("orders")
      .select(["date", "shippingMethod"])
      .where("userId", "=", customer.id);
  expect(await orders().execute()).toEqual([]);

  // Express keeps that day (its totals seen first, as the order is placed at the totals shown).
  await page.getByRole("radio", { name: /Express/ }).check();
  await page.getByRole("button", { name: "Update totals" }).click();
  await expect(page.locator("#checkout-totals")).toContainText("$45.00");
  await expect(date).toHaveValue(express);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  expect(await orders().execute()).toEqual([{ date: express, shippingMethod: "Express" }]);
  // The order's page says the day as every page does.
  await page.goto(page.url().replace("/payment/", "/orders/"));
  await expect(page.locator("div").filter({ hasText: /^Delivery date/ })).toHaveText(
    `Delivery date${formatDate(express)}`,
  );
});
