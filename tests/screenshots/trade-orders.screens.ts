// Issue 47's pages on a phone without JavaScript: the purchase page priced to a saved address,
// My Orders searched, a quote reviewed before it is accepted, and a refund reviewed before it
// is made.
import { expect, test } from "#tests/e2e/support/test.ts";
import { createCustomer } from "#tests/e2e/support/accounts.ts";
import { shot, signInOnPhone } from "./support";
import { e2eDatabase } from "#tests/e2e/support/database.ts";
import { demoAdmin } from "#tests/e2e/support/demo.ts";
import { insertOrder, toolForTest } from "#tests/e2e/support/orders.ts";
import { insertAddress } from "#tests/fixtures/addresses.ts";
import { insertQuote } from "#tests/fixtures/quotes.ts";
import { deliveryWindow } from "#app/schemas/field-hints.ts";

test("a trade buyer's orders on a phone without JavaScript", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await insertAddress(e2eDatabase(), customer.id);
  const tool = await toolForTest(testInfo, 1);
  const order = await insertOrder(customer, "paid");
  const quoteId = await insertQuote(e2eDatabase(), customer.id, tool, {
    qyt: tool.minimum_qyt * 4,
    sent: { price: Math.round(tool.price * 0.9), validUntil: deliveryWindow().max },
  });
  await signInOnPhone(page, customer);

  await page.goto(`/purchase/${tool.id}`);
  await page.getByLabel(/214 Foundry Lane/).check();
  await page.getByRole("button", { name: "Check total" }).click();
  await expect(page.getByTestId("purchase-order-total")).toBeVisible();
  await page.locator("#order-total").scrollIntoViewIfNeeded();
  await shot(page, "phone-purchase-saved-address");

  await page.goto(`/dashboard/myorders?q=${order.number}`);
  await shot(page, "phone-order-search");

  await page.goto(`/dashboard/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Review order" }).click();
  const review = page.getByRole("region", { name: "Review your order" });
  await review.scrollIntoViewIfNeeded();
  await shot(page, "phone-quote-review");

  await page.context().clearCookies();
  await signInOnPhone(page, demoAdmin);
  await page.goto(`/dashboard/orders/${order.id}/refund`);
  await page.getByLabel("Or an amount instead (dollars)").fill("10");
  await page.getByLabel("Reason").fill("Goodwill: late delivery");
  await page.getByRole("button", { name: "Review refund" }).click();
  await expect(page.getByRole("button", { name: "Confirm refund" })).toBeVisible();
  await shot(page, "phone-refund-review");
});
