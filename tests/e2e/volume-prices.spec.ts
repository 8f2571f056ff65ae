// Volume prices (issue 40), with JavaScript on and off: an admin sets a tool's breaks on its
// Volume prices page (a bad row refused with its message), the product page shows the ladder,
// the cart prices a line at the quantities around the breaks, and the purchase page orders at
// the break price.
import type { Page } from "@playwright/test";
import { cartTexts, priceBreakTexts as texts } from "#app/messages.ts";
import type { Database } from "#db/connection.ts";
import { createCustomer, signIn } from "./support/accounts";
import { fillOrder } from "./support/orders";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

/** A $24 tool with 10+ at $22 and 50+ at $20, straight into the database. */
async function toolWithBreaks(db: Database) {
  const tool = await insertTool(db, { minimum_qyt: 5, available_qyt: 200 });
  await db
    .insertInto("tool_price_breaks")
    .values([
      { toolId: tool.id, minQyt: 10, price: 2200 },
      { toolId: tool.id, minQyt: 50, price: 2000 },
    ])
    .execute();
  return tool;
}

const ladderRows = (page: Page) =>
  page.getByRole("table", { name: "Volume prices" }).getByRole("row");

test("an admin sets a tool's volume prices, a bad row refused with its message", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { name: `Break Clamp ${testInfo.project.name}` });
  await signIn(page, await createCustomer(testInfo, "admin", shopDb));
  await page.goto(`/dashboard/manageproducts?q=${encodeURIComponent(tool.name)}`);
  await page.getByRole("link", { name: `Volume prices of ${tool.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/manageproducts/${tool.id}/prices`));
  await expect(page.getByRole("heading", { name: `Volume prices of ${tool.name}` })).toBeVisible();

  const quantity = (row: number) => page.getByLabel("From quantity").nth(row);
  const price = (row: number) => page.getByLabel("Unit price (USD)").nth(row);
  await quantity(0).fill("10");
  await price(0).fill("22");
  await quantity(1).fill("50");
  await price(1).fill("22.50");
  // The tool is sold from 5 (insertTool's minimum): a price from 3 could never be paid.
  await quantity(2).fill("3");
  await price(2).fill("23");
  await page.getByRole("button", { name: "Save volume prices" }).click();
  await expect(page.getByText(texts.notFalling("$22.00"))).toBeVisible();
  await expect(page.getByText(texts.belowMinimum(5))).toBeVisible();
  await expect(price(1)).toHaveAttribute("aria-invalid", "true");
  await expect(quantity(2)).toHaveAttribute("aria-invalid", "true");
  // The first error has the focus: moved there with JavaScript, the browser's autofocus without.
  await expect(price(1)).toBeFocused();
  // What was typed stays; nothing was written.
  await expect(quantity(1)).toHaveValue("50");
  expect(
    await shopDb
      .selectFrom("tool_price_breaks")
      .where("toolId", "=", tool.id)
      .selectAll()
      .execute(),
  ).toEqual([]);

  await price(1).fill("20");
  await quantity(2).fill("");
  await price(2).fill("");
  await page.getByRole("button", { name: "Save volume prices" }).click();
  await expect(page.getByRole("status")).toContainText(texts.saved);
  // The save clears the errors of the refused post.
  await expect(page.getByText(texts.notFalling("$22.00"))).toHaveCount(0);
  await expect(page.getByText(texts.belowMinimum(5))).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(quantity(0)).toHaveValue("10");
  await expect(price(1)).toHaveValue("20");

  // The product page shows the ladder (the admin sees list prices, as every visitor does): the
  // price of the minimum order (5) once, and beside it the volume prices above it.
  await page.goto(`/tools/${tool.id}`);
  const buyBox = page.getByRole("region", { name: "Price and order" });
  await expect(buyBox).toContainText("$24.00per piece");
  await expect(ladderRows(page)).toHaveText(["10–49 pcs$22.00 each", "50+ pcs$20.00 each"]);

  // Emptied, the breaks go, and the page shows one price again.
  await page.goto(`/dashboard/manageproducts/${tool.id}/prices`);
  for (const row of [0, 1]) {
    await quantity(row).fill("");
    await price(row).fill("");
  }
  await page.getByRole("button", { name: "Save volume prices" }).click();
  await expect(page.getByRole("status")).toContainText(texts.removed);
  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByRole("table", { name: "Volume prices" })).toHaveCount(0);
});

test("the cart prices a line at the break of its quantity: 9, 10, 49 and 50", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await toolWithBreaks(shopDb);
  await signIn(page, await createCustomer(testInfo, null, shopDb));
  await page.goto(`/tools/${tool.id}`);
  await page.getByLabel(`Quantity of ${tool.name}`).fill("9");
  await page.getByRole("button", { name: `Add to cart ${tool.name}` }).click();
  await expect(page.getByRole("status")).toContainText(cartTexts.added(9, tool.name));

  await page.goto("/cart");
  const line = page.getByRole("listitem").filter({ hasText: tool.name });
  for (const [qyt, unit, amount, words] of [
    [9, "$24.00", "$216.00", null],
    [10, "$22.00", "$220.00", "Volume price (10+)"],
    [49, "$22.00", "$1,078.00", "Volume price (10+)"],
    [50, "$20.00", "$1,000.00", "Volume price (50+)"],
  ] as const) {
    if (qyt !== 9) {
      await line.getByLabel(`Quantity (pcs) of ${tool.name}`).fill(String(qyt));
      await line.getByRole("button", { name: `Update ${tool.name}` }).click();
      await expect(page.getByRole("status")).toContainText("Cart updated");
    }
    await expect(line).toContainText(`${unit} per piece`);
    await expect(line).toContainText(amount);
    if (words) {
      await expect(line).toContainText(words);
      // The list price, struck through.
      await expect(line.locator("s")).toHaveText("List price $24.00");
    } else await expect(line.locator("s")).toHaveCount(0);
  }
  // Checkout says the same.
  await page.goto("/checkout");
  await expect(page.getByRole("row", { name: new RegExp(tool.name) })).toContainText(
    "$20.00Volume price (50+)",
  );
});

test("the purchase page shows the ladder and orders at the break price", async ({
  page,
  shopDb,
  javaScriptEnabled,
}, testInfo) => {
  const tool = await toolWithBreaks(shopDb);
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);
  await page.goto(`/purchase/${tool.id}`);
  await expect(ladderRows(page)).toHaveCount(4);
  await fillOrder(page, {
    qyt: "12",
    address: "214 Foundry Lane, Dayton, OH",
    phone: "+1 937 555 0142",
  });
  if (javaScriptEnabled) await page.getByLabel("Quantity (pcs)").blur();
  else await page.getByRole("button", { name: "Check total" }).click();
  await expect(page.getByTestId("unit-price")).toHaveText("$22.00");
  await expect(page.getByTestId("order-total")).toHaveText("$264.00");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toContainText("Order Placed Successfully");
  const order = await shopDb
    .selectFrom("orders")
    .select(["qyt", "amount"])
    .where("email", "=", customer.email)
    .executeTakeFirstOrThrow();
  expect(order).toEqual({ qyt: 12, amount: 12 * 2200 });
});
