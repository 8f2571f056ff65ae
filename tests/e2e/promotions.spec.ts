// Promotions (issue 49), JavaScript on and off: a code entered in the cart (each refusal named
// with why), removed and entered again, the discount as its own line at checkout, on the
// receipt and in the invoice's PDF; and an offer of free shipping over a minimum that applies
// by itself. The promotions are written straight into this worker's own shop.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { insertPromotion } from "#tests/fixtures/promotions.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { signedInBuyer } from "./support/buyers";
import { payWithSandboxCard } from "./support/orders";
import { expect, test } from "./support/own-shop";

const DAY_MS = 86_400_000;

/** Types a code in the cart's field and applies it. */
async function applyCode(page: Page, code: string) {
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

/** The checkout's totals row of this label. */
const totalRow = (page: Page, label: string) =>
  page.locator("#checkout-totals dl > div").filter({ has: page.getByText(label, { exact: true }) });

test("a code is refused with why, applied, removed, and its discount is on the receipt and the invoice", async ({
  page,
  shopDb,
}, testInfo) => {
  test.setTimeout(90_000);
  // A cart of $299.98 (5 wrenches at $24.00, 2 drills at $89.99), the Ohio address in the book.
  await signedInBuyer(page, shopDb, testInfo);
  const ten = await insertPromotion(shopDb, { name: "Trade show 10%" });
  const expired = await insertPromotion(shopDb, {
    endsAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
  });
  const big = await insertPromotion(shopDb, { minSubtotal: 50_000 });
  const usedUp = await insertPromotion(shopDb, { usageLimit: 1, uses: 1 });
  await page.goto("/cart");

  await applyCode(page, "nope-4711");
  await expect(page.getByText("There is no discount code NOPE-4711")).toBeVisible();
  await applyCode(page, expired.code!);
  await expect(page.getByText(/This code expired on /)).toBeVisible();
  await applyCode(page, big.code!);
  await expect(page.getByText("This code needs an order of $500.00 or more")).toBeVisible();
  await applyCode(page, usedUp.code!);
  await expect(page.getByText("This code has been used up")).toBeVisible();
  await expect(page.getByTestId("discount-lines")).toHaveCount(0);

  // Typed in small letters: codes are compared in capitals.
  await applyCode(page, ten.code!.toLowerCase());
  await expect(page.getByText(`Discount code ${ten.code} applied`)).toBeVisible();
  await expect(page.getByTestId("discount-lines")).toHaveText("Discount (Trade show 10%): −$30.00");
  await expect(page.getByTestId("cart-total")).toHaveText("$269.98");
  await page.getByRole("button", { name: `Remove ${ten.code}` }).click();
  await expect(page.getByText("Discount code removed")).toBeVisible();
  await expect(page.getByTestId("discount-lines")).toHaveCount(0);
  await applyCode(page, ten.code!);
  await expect(page.getByTestId("cart-total")).toHaveText("$269.98");

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  // Ohio taxes shipping: 5.75% of ($269.98 + $15.00) = $16.39.
  await expect(totalRow(page, "Discount (Trade show 10%)")).toContainText("−$30.00");
  await expect(totalRow(page, "Sales tax (OH)")).toContainText("$16.39");
  await expect(totalRow(page, "Total")).toContainText("$301.37");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.getByText("Discount (Trade show 10%)").first()).toBeVisible();
  await expect(page.getByText("$301.37 by card (test mode")).toBeVisible();

  await page.getByRole("link", { name: "See the order" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download invoice (PDF)" }).click(),
  ]);
  const text = await pdfText(await readFile(await (download as Download).path()));
  expect(text).toContain("Discount (Trade show 10%)");
  expect(text).toContain("−$30.00");
  expect(text).toContain("$301.37");
  const uses = await shopDb
    .selectFrom("promotions")
    .select("uses")
    .where("id", "=", ten.id)
    .executeTakeFirstOrThrow();
  expect(uses.uses).toBe(1);
});

test("an offer of free shipping over a minimum applies by itself, with its name", async ({
  page,
  shopDb,
}, testInfo) => {
  await signedInBuyer(page, shopDb, testInfo);
  const offer = await insertPromotion(shopDb, {
    code: null,
    name: `Free shipping over $250 ${testInfo.project.name}`,
    kind: "freeShipping",
    value: 0,
    minSubtotal: 25_000,
  });
  try {
    await page.goto("/cart");
    // No method is chosen in the cart yet: the offer is named, free.
    await expect(page.getByTestId("discount-lines")).toHaveText(
      `Discount (${offer.name}): Free shipping`,
    );
    await page.goto("/checkout");
    await expect(totalRow(page, `Discount (${offer.name})`)).toContainText("−$15.00");
    // Ohio: 5.75% of $299.98 (the shipping taken off is not taxed) = $17.25.
    await expect(totalRow(page, "Sales tax (OH)")).toContainText("$17.25");
    await expect(totalRow(page, "Total")).toContainText("$317.23");
  } finally {
    // This worker's shop serves its other tests: the offer goes with this one.
    await shopDb.deleteFrom("promotions").where("id", "=", offer.id).execute();
  }
});
