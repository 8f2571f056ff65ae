// The purchase page's delivery choices with JavaScript (purchase-delivery.spec.ts has both
// modes): the typed fields show while the typed address is chosen, the shipping methods while a
// saved one is, and the total follows the address, the method and the quantity.
import { addDays } from "#app/utils/dates.ts";
import { signedInBuyer } from "./support/buyers";
import { earliestDays } from "./support/delivery-dates";
import { expect, test } from "./support/own-shop";

const OHIO_TEXT = "Dana Whitfield, Whitfield Renovations, 214 Foundry Lane, Dayton, OH 45402";

test("with JavaScript the typed fields and the shipping methods follow the address chosen", async ({
  page,
  shopDb,
}, testInfo) => {
  const { wrench } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto(`/purchase/${wrench.id}`);
  await expect(page.getByLabel("Delivery address")).toBeVisible();
  await page.getByLabel(OHIO_TEXT, { exact: false }).check();
  await expect(page.getByLabel("Delivery address")).toHaveCount(0);
  await page.getByLabel(/Express/).check();
  // Express: $45.00; 5.75% of $165.00 = $9.49 (9.4875); $120.00 + $45.00 + $9.49.
  await expect(page.getByTestId("purchase-order-total")).toHaveText("$174.49");
  // 25 x $24.00 = $600.00, above Standard ground's $500.00: it is free, and says so.
  await page.getByLabel("Quantity (pcs)").fill("25");
  await page.getByLabel("Quantity (pcs)").blur();
  await expect(page.getByTestId("order-total")).toHaveText("$600.00");
  await page.getByLabel(/Standard ground/).check();
  await expect(page.getByLabel(/Standard ground/)).toHaveAccessibleName(/Free/);
  // 5.75% of $600.00 = $34.50.
  await expect(page.getByTestId("purchase-order-total")).toHaveText("$634.50");
  await page.getByLabel("The address typed below").check();
  await expect(page.getByLabel("Delivery address")).toBeVisible();
  await expect(page.getByTestId("purchase-order-total")).toHaveCount(0);
});

test("with JavaScript the delivery date follows the delivery chosen, but not past a date picked", async ({
  page,
  shopDb,
}, testInfo) => {
  const { wrench } = await signedInBuyer(page, shopDb, testInfo);
  const { today, standard, express } = earliestDays();
  await page.goto(`/purchase/${wrench.id}`);
  const date = page.getByLabel("Delivery date");
  await expect(date).toHaveValue(today);
  await page.getByLabel(OHIO_TEXT, { exact: false }).check();
  await expect(date).toHaveValue(standard);
  await expect(date).toHaveAttribute("min", standard);
  await page.getByLabel(/Express/).check();
  await expect(date).toHaveValue(express);
  await page.getByLabel("The address typed below").check();
  await expect(date).toHaveValue(today);
  // A later day the buyer picked stays, whatever is chosen next.
  const later = addDays(standard, 14);
  await date.fill(later);
  await page.getByLabel(OHIO_TEXT, { exact: false }).check();
  await page.getByLabel(/Standard ground/).check();
  await expect(page.getByLabel(/Standard ground/)).toBeChecked();
  await expect(date).toHaveValue(later);
});
