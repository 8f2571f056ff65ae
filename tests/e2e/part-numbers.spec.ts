// Part numbers and the quick order (issue 39), with JavaScript on and off: an admin sets a tool's
// part number (and is told when another tool has it); a buyer pastes lines of part numbers and
// quantities and sees every refused line with its reason, the good ones in the cart; a CSV file
// does the same; the part number shows on the product page, the cart, the order page and the
// invoice's PDF.
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { pdfText } from "#tests/support/pdf-text.ts";
import { createCustomer, signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { expectPagesFit } from "./support/layout";
import { payWithSandboxCard, placeOrder } from "./support/orders";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { insertOrder } from "#tests/fixtures/orders.ts";

/** A part number of this test alone, in the shop's style. */
const freshSku = (prefix: string) =>
  `${prefix}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

const linesBox = (page: Page) => page.getByLabel("Part numbers and quantities");
const refusedLines = (page: Page) => page.getByTestId("refused-line");

test("an admin sets a tool's part number, and is told when another tool has it", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { available_qyt: 40 });
  const other = await insertTool(shopDb, { sku: freshSku("TAKEN") });
  const admin = await createCustomer(testInfo, "admin", shopDb);
  await signIn(page, admin);

  await page.goto(`/dashboard/manageproducts/${tool.id}/edit`);
  const field = page.getByLabel("Part number (SKU)");
  await expect(field).toHaveValue(tool.sku!);
  await field.fill(other.sku!.toLowerCase());
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Another tool has this part number")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const sku = freshSku("punch").toLowerCase();
  await field.fill(sku);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`${tool.name} was updated`);
  // Kept upper case, shown in the table and found by its search in any case.
  await page.goto(`/dashboard/manageproducts?q=${sku}`);
  const row = page.locator(`#tool-${tool.id}`);
  await expect(row).toContainText(sku.toUpperCase());
  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByTestId("sku")).toHaveText(sku.toUpperCase());
});

test("a buyer pastes three lines: the good one goes in the cart, the unknown and the short are named", async ({
  page,
  shopDb,
}) => {
  const good = await insertTool(shopDb, { sku: freshSku("GOOD"), minimum_qyt: 2 });
  const short = await insertTool(shopDb, { sku: freshSku("SHORT"), minimum_qyt: 5 });
  const unknown = freshSku("NONE");

  await page.goto("/cart");
  await page.getByRole("link", { name: "Quick order: paste them in" }).click();
  await expect(page.getByRole("heading", { name: "Quick order", level: 1 })).toBeVisible();
  await linesBox(page).fill(`${good.sku!.toLowerCase()}, 3\n${unknown}\t1\n${short.sku}   2`);
  await page.getByRole("button", { name: "Add to cart" }).click();

  await expect(page.getByText("2 lines were not added")).toBeVisible();
  await expect(refusedLines(page)).toHaveText([
    `Line 2 ${unknown}\t1: No tool has the part number ${unknown}`.replace("\t", " "),
    `Line 3 ${short.sku} 2: Minimum Order Quantity Is 5`,
  ]);
  await expect(page.getByTestId("added-lines")).toContainText(`3 × ${good.name}`);
  // The visitor had no cart before: the page that says so already counts the new line.
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Cart (1)", exact: true }),
  ).toBeVisible();
  // The refused lines stay in the box, as written, for correction.
  await expect(linesBox(page)).toHaveValue(`${unknown}\t1\n${short.sku}   2`);
  expect(await scanned(page, "/quick-order with refused lines")).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPagesFit(page, ["/quick-order"]);

  await page.goto("/cart");
  await expect(page.getByLabel(`Quantity (pcs) of ${good.name}`)).toHaveValue("3");
  await expect(page.getByText(short.name)).toHaveCount(0);
  await expect(page.getByTestId("sku")).toHaveText([good.sku!]);
});

test("a CSV file with a header row goes into the cart", async ({ page, shopDb }) => {
  const first = await insertTool(shopDb, { sku: freshSku("CSV"), minimum_qyt: 1 });
  const second = await insertTool(shopDb, { sku: freshSku("CSV"), minimum_qyt: 1 });
  // The navigation leads there, for visitors too.
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Quick order" })
    .click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await page.getByLabel("Or a CSV file").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Part number,Quantity\r\n${first.sku},4\r\n"${second.sku}","6"\r\n`),
  });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("status")).toContainText("2 lines added to your cart");
  await expect(page.getByLabel(`Quantity (pcs) of ${first.name}`)).toHaveValue("4");
  await expect(page.getByLabel(`Quantity (pcs) of ${second.name}`)).toHaveValue("6");
});

test("the part number is on the product page, the order page and the invoice", async ({
  page,
  shopDb,
}, testInfo) => {
  const sku = freshSku("INV");
  const tool = await insertTool(shopDb, { sku, minimum_qyt: 1, price: 1_250 });
  const customer = await createCustomer(testInfo, null, shopDb);
  await signIn(page, customer);

  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByTestId("sku")).toHaveText(sku);
  await placeOrder(page, tool.id, "2");
  const order = await shopDb
    .selectFrom("orders")
    .select("id")
    .where("email", "=", customer.email)
    .executeTakeFirstOrThrow();
  await page.goto(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole("table").getByTestId("sku")).toHaveText(sku);

  await page.goto(`/dashboard/payment/${order.id}`);
  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  await page.goto(`/dashboard/orders/${order.id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download invoice (PDF)" }).click(),
  ]);
  const text = await pdfText(await readFile((await (download as Download).path())!));
  expect(text).toContain(`${tool.name} 2 $12.50 $25.00`);
  expect(text).toContain(`Part no. ${sku}`);
});

test("a part number and the order's numbers are never broken on a 320 px phone, nor is the page widened (issue 47)", async ({
  page,
  shopDb,
}, testInfo) => {
  // The tool's own part number (FL- and its id, 27 characters), wider than a phone's column.
  const tool = await insertTool(shopDb, { minimum_qyt: 1, price: 1_250 });
  const customer = await createCustomer(testInfo, null, shopDb);
  const order = await insertOrder(shopDb, customer, tool, { qyt: 2, state: "paid" });
  await signIn(page, customer);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectPagesFit(page, [`/tools/${tool.id}`, `/dashboard/orders/${order.id}`]);
  const lineCount = (locator: Locator) =>
    locator.evaluate((element) => new Set([...element.getClientRects()].map((r) => r.top)).size);
  await expect(page.getByRole("table").getByTestId("sku")).toHaveText(tool.sku!);
  expect(await lineCount(page.getByRole("table").getByTestId("sku"))).toBe(1);
  for (const number of [order.number, order.invoiceNumber!]) {
    const shown = page.getByText(number, { exact: true }).last();
    await expect(shown).toBeVisible();
    expect(await lineCount(shown), number).toBe(1);
  }
});
