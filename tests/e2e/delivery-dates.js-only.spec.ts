// The checkout's delivery date with JavaScript (delivery-dates.spec.ts has both modes): it
// follows the shipping method chosen, and so does the date picker's first day.
import { signedInBuyer } from "./support/buyers";
import { expect, test } from "./support/own-shop";
import { earliestDays } from "./support/delivery-dates";

test("with JavaScript the checkout's date follows the method chosen", async ({
  page,
  shopDb,
}, testInfo) => {
  await signedInBuyer(page, shopDb, testInfo);
  const { standard, express } = earliestDays();
  await page.goto("/checkout");
  const date = page.getByLabel("Delivery date");
  await expect(date).toHaveValue(standard);
  await page.getByRole("radio", { name: /Express/ }).check();
  await expect(date).toHaveValue(express);
  await expect(date).toHaveAttribute("min", express);
  await page.getByRole("radio", { name: /Standard ground/ }).check();
  await expect(date).toHaveValue(standard);
  await expect(date).toHaveAttribute("min", standard);
});
