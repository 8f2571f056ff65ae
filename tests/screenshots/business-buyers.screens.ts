// Issues 48 and 49 on a phone without JavaScript: a discount code in the cart and its line at
// checkout, and the admins' Promotions page.
import { expect, test } from "#tests/e2e/support/test.ts";
import { createCustomer } from "#tests/e2e/support/accounts.ts";
import { e2eDatabase } from "#tests/e2e/support/database.ts";
import { demoAdmin } from "#tests/e2e/support/demo.ts";
import { toolForTest } from "#tests/e2e/support/orders.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { insertPromotion } from "#tests/fixtures/promotions.ts";
import { shot, signInOnPhone } from "./support";

test("a discount code in the cart and at checkout, and the admins' promotions", async ({
  page,
}, testInfo) => {
  const db = e2eDatabase();
  const customer = await createCustomer(testInfo);
  await insertAddress(db, customer.id);
  const tool = await toolForTest(testInfo, 1);
  await insertCart(db, customer.id, [[tool, tool.minimum_qyt * 2]]);
  const promotion = await insertPromotion(db, { name: "Trade show 10%", code: "TRADESHOW" });
  try {
    await signInOnPhone(page, customer);
    await page.goto("/cart");
    await page.getByLabel("Discount code").fill("TRADESHOW");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("discount-lines")).toBeVisible();
    await page.getByTestId("discount-code").scrollIntoViewIfNeeded();
    await shot(page, "phone-cart-discount-code");

    await page.goto("/checkout");
    await page.locator("#checkout-totals").scrollIntoViewIfNeeded();
    await shot(page, "phone-checkout-discount");

    await page.context().clearCookies();
    await signInOnPhone(page, demoAdmin);
    await page.goto("/dashboard/promotions");
    await shot(page, "phone-admin-promotions");
  } finally {
    await db.deleteFrom("promotions").where("id", "=", promotion.id).execute();
  }
});
