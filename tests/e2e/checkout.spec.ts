// The checkout, JavaScript on and off: a cart (written straight into this worker's own shop; the
// cart page has its own tests) becomes one order with its lines, shipping and Ohio's 5.75% sales
// tax (the demo seed's), is paid with the sandbox card, and its receipt, order page and "Order
// again" follow. A declined card, a short line and a double submit; axe and a 390 px phone.
import type { Page } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { seedAddress } from "#db/seed-data.ts";
import { createCustomer, signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { payWithSandboxCard } from "./support/orders";
import { signedInBuyer } from "./support/buyers";
import { expect, test } from "./support/own-shop";

/** The demo seed's Ohio address (Ohio's 5.75% sales tax, shipping taxed too). */
const OHIO = seedAddress;
const OHIO_TEXT = "Dana Whitfield, Whitfield Renovations, 214 Foundry Lane, Dayton, OH 45402";

/** The customer's cart in the database: its tools and quantities, by tool id. */
const cartOf = (db: Database, userId: string) =>
  db
    .selectFrom("cart_lines")
    .innerJoin("carts", "carts.id", "cart_lines.cartId")
    .select(["cart_lines.toolId", "cart_lines.qyt"])
    .where("carts.userId", "=", userId)
    .orderBy("cart_lines.toolId")
    .execute();

/** Types a new address in Columbus, Ohio, with this ZIP code. */
async function fillNewAddress(page: Page, zip: string) {
  await page.getByLabel("Name", { exact: true }).fill("Sam Ortega");
  await page.getByLabel("Street").fill("9 Canal Street");
  await page.getByLabel("City").fill("Columbus");
  await page.getByLabel("State").selectOption("OH");
  await page.getByLabel("ZIP code").fill(zip);
  await page.getByLabel("Phone").fill("+1 614 555 0199");
}

const totalsOf = (page: Page) => page.locator("#checkout-totals");

const ordersOf = (db: Database, userId: string) =>
  db.selectFrom("orders").selectAll().where("userId", "=", userId).execute();

async function expectTotals(page: Page, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures)) {
    const row = totalsOf(page)
      .locator("dl > div")
      .filter({ has: page.getByText(label, { exact: true }) });
    await expect(row).toContainText(value);
  }
}

test("a cart is checked out with a saved address, paid by card, and ordered again", async ({
  page,
  shopDb,
}, testInfo) => {
  // The whole way from the cart to ordering again, with an axe scan on the way.
  test.setTimeout(90_000);
  const { customer, wrench, drill } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  const lines = page.getByRole("table", { name: "The tools in your cart" });
  await expect(lines.getByRole("row", { name: new RegExp(wrench.name) })).toContainText(
    /5\s*\$24\.00\s*\$120\.00/,
  );
  await expect(lines.getByRole("row", { name: new RegExp(drill.name) })).toContainText(
    /2\s*\$89\.99\s*\$179\.98/,
  );
  await expect(page.getByRole("radio", { name: new RegExp(OHIO_TEXT) })).toBeChecked();
  // Ohio taxes shipping: 5.75% of $314.98 is $18.11.
  await expectTotals(page, {
    Subtotal: "$299.98",
    Shipping: "$15.00",
    "Sales tax (OH)": "$18.11",
    Total: "$333.09",
  });

  // Express, priced by the server: 5.75% of $344.98 is $19.84.
  await page.getByRole("radio", { name: /Express/ }).check();
  await page.getByRole("button", { name: "Update totals" }).click();
  await expectTotals(page, { Shipping: "$45.00", "Sales tax (OH)": "$19.84", Total: "$364.82" });
  await expect(page.getByRole("radio", { name: /Express/ })).toBeChecked();

  await page.getByLabel("PO number (optional)").fill("PO-4471");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  // Placed, not yet confirmed: the toast says so (the spec's text is the purchase page's).
  await expect(page.getByRole("status")).toHaveText(/Order FL-\d+ placed: pay to confirm it/);
  const [order] = await ordersOf(shopDb, customer.id);
  expect(order).toMatchObject({
    subtotal: 29998,
    shipping: 4500,
    tax: 1984,
    amount: 36482,
    purchaseOrder: "PO-4471",
    address: OHIO_TEXT,
    phone: OHIO.phone,
  });
  const toPay = page.getByRole("table", { name: "What you are paying for" });
  await expect(toPay.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("Amount to pay")).toBeVisible();
  await expect(page.locator("dl div").filter({ hasText: "Amount to pay" })).toContainText(
    "$364.82",
  );

  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  await expect(page.getByText("Amount to pay")).toHaveCount(0);
  await expect(page.getByText(order!.id)).toBeVisible();
  await expect(page.getByText("$364.82 by card (test mode")).toBeVisible();
  await expect(page.getByRole("table", { name: "What you paid for" })).toContainText(drill.name);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByText("PO-4471")).toBeVisible();
  expect(await scanned(page, "receipt")).toEqual([]);

  await page.getByRole("link", { name: "See the order" }).click();
  await expect(page).toHaveURL(`/dashboard/orders/${order!.id}`);
  const ordered = page.getByRole("table", { name: "What was ordered" });
  await expect(ordered.getByRole("row", { name: new RegExp(wrench.name) })).toContainText(
    "$120.00",
  );
  await expect(page.getByText(/Shipping \(Express\)/)).toBeVisible();
  await expect(page.getByText("PO-4471")).toBeVisible();

  // Since the order, the wrench costs more and only 3 drills are left.
  await shopDb.updateTable("tools").set({ price: 2600 }).where("id", "=", wrench.id).execute();
  await shopDb.updateTable("tools").set({ available_qyt: 3 }).where("id", "=", drill.id).execute();
  await page.getByRole("button", { name: "Order again" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The cart page (another part of the shop) shows the message of what changed.
  await expect(page.getByRole("status")).toContainText(`${wrench.name}: price $24.00 → $26.00`);
  expect(await cartOf(shopDb, customer.id)).toEqual(
    [
      { toolId: wrench.id, qyt: 5 },
      { toolId: drill.id, qyt: 2 },
    ].sort((a, b) => a.toolId.localeCompare(b.toolId)),
  );
});

test("an admin sees the order's PO number on its page", async ({
  page,
  shopDb,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/checkout");
  await page.getByLabel("PO number (optional)").fill("PO-9031");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  const orderPath = new URL(page.url()).pathname.replace("/payment/", "/orders/");

  const admin = await browser.newContext({ baseURL, javaScriptEnabled });
  const adminPage = await admin.newPage();
  await signIn(adminPage, demoAdmin);
  await adminPage.goto(orderPath);
  const po = adminPage.locator("dl > div").filter({ hasText: "PO number" });
  await expect(po).toContainText("PO-9031");
  await expect(
    adminPage.getByRole("table", { name: "What was ordered" }).getByRole("row"),
  ).toHaveCount(3);
  // Order again is the customer's: an admin's cart is not theirs.
  await expect(adminPage.getByRole("button", { name: "Order again" })).toHaveCount(0);
  await admin.close();
});

test("a new address typed at checkout is priced by its state and saved with the order", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer } = await signedInBuyer(page, shopDb, testInfo, { address: false });
  await page.goto("/checkout");
  await expect(page.getByRole("radio", { name: /A new address/ })).toBeChecked();
  await expectTotals(page, { "Sales tax": "Calculated from the address", Total: "—" });
  await fillNewAddress(page, "43215");
  await page.getByRole("button", { name: "Update totals" }).click();
  await expectTotals(page, { "Sales tax (OH)": "$18.11", Total: "$333.09" });

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  await expect(page.getByText("9 Canal Street")).toBeVisible();
  const book = await shopDb
    .selectFrom("addresses")
    .select(["street", "state"])
    .where("userId", "=", customer.id)
    .execute();
  expect(book).toEqual([{ street: "9 Canal Street", state: "OH" }]);
  const [order] = await ordersOf(shopDb, customer.id);
  expect(order).toMatchObject({ tax: 1811, amount: 33309 });
});

test("a new address with a mistake is refused on its field, and nothing is placed", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer } = await signedInBuyer(page, shopDb, testInfo, { address: false });
  await page.goto("/checkout");
  await fillNewAddress(page, "4321");
  await page.getByRole("button", { name: "Place order" }).click();
  const zip = page.getByLabel("ZIP code");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(zip).toBeFocused();
  await expect(page.getByText(/Enter a ZIP code of 5 digits/)).toBeVisible();
  expect(await ordersOf(shopDb, customer.id)).toEqual([]);
});

test("a declined card is said under the card field, which has the focus", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);
  await payWithSandboxCard(page, "4000 0000 0000 0002");
  const card = page.getByLabel("Card number");
  await expect(page.getByText("Your card was declined.")).toBeInViewport();
  await expect(card).toBeFocused();
  await expect(page.getByText("Amount to pay")).toBeVisible();
  const [order] = await ordersOf(shopDb, customer.id);
  expect(order?.paid).toBe(0);
});

test("a line short of stock is named at the top and on the line; nothing is reserved", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer, wrench, drill } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/checkout");
  // Someone else bought drills while the page was open: one is left.
  await shopDb.updateTable("tools").set({ available_qyt: 1 }).where("id", "=", drill.id).execute();
  await page.getByRole("button", { name: "Place order" }).click();
  const message = `${drill.name}: You Can Not Order More Than Stock`;
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeInViewport();
  await expect(
    page
      .getByRole("table", { name: "The tools in your cart" })
      .getByRole("row", { name: new RegExp(drill.name) }),
  ).toContainText("You Can Not Order More Than Stock");
  await expect(page).toHaveURL(/\/checkout/);
  expect(await ordersOf(shopDb, customer.id)).toEqual([]);
  const stock = await shopDb
    .selectFrom("tools")
    .select("available_qyt")
    .where("id", "=", wrench.id)
    .executeTakeFirstOrThrow();
  expect(stock.available_qyt).toBe(40);
  expect(await cartOf(shopDb, customer.id)).toHaveLength(2);
});

test("a price raised while the checkout is open is told with today's totals, then placed at them", async ({
  page,
  shopDb,
}, testInfo) => {
  const { customer, wrench } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/checkout");
  await expectTotals(page, { Subtotal: "$299.98", Total: "$333.09" });
  // An admin raises the wrench from $24.00 to $26.00 while the page is open.
  await shopDb.updateTable("tools").set({ price: 2600 }).where("id", "=", wrench.id).execute();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Prices changed: review your order" }),
  ).toBeVisible();
  // 5 × $26.00 + 2 × $89.99 = $309.98; Ohio's 5.75% of $324.98 is $18.69.
  await expectTotals(page, {
    Subtotal: "$309.98",
    Shipping: "$15.00",
    "Sales tax (OH)": "$18.69",
    Total: "$343.67",
  });
  await expect(
    page
      .getByRole("table", { name: "The tools in your cart" })
      .getByRole("row", { name: new RegExp(wrench.name) }),
  ).toContainText(/5\s*\$26\.00/);
  await expect(page).toHaveURL(/\/checkout/);
  expect(await ordersOf(shopDb, customer.id)).toEqual([]);

  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  const [order] = await ordersOf(shopDb, customer.id);
  expect(order).toMatchObject({ subtotal: 30998, tax: 1869, amount: 34367 });
});

test("the same checkout submitted twice places one order", async ({
  page,
  shopDb,
  baseURL,
}, testInfo) => {
  const { customer } = await signedInBuyer(page, shopDb, testInfo);
  await page.goto("/checkout");
  const form = await page
    .locator("form#checkout")
    .evaluate((element) => [...new FormData(element as HTMLFormElement)] as [string, string][]);
  const submit = () =>
    page.request.post("/checkout", {
      form: Object.fromEntries(form),
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
  const [first, second] = [await submit(), await submit()];
  expect(first.status()).toBe(302);
  expect(second.headers().location).toBe(first.headers().location);
  expect(first.headers().location).toMatch(/^\/dashboard\/payment\/[0-9a-f]{24}$/);
  expect(await ordersOf(shopDb, customer.id)).toHaveLength(1);
});

test("checkout asks a visitor to sign in and comes back; an empty cart goes to the cart", async ({
  page,
  shopDb,
}, testInfo) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL("/login?redirectTo=%2Fcheckout");
  const customer = await createCustomer(testInfo, null, shopDb);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Back at /checkout, whose empty cart sends on to /cart.
  await expect(page).toHaveURL(/\/cart$/);
});

test("on a 390 px phone the checkout's form is in view, its button uncovered, and axe finds nothing", async ({
  page,
  shopDb,
}, testInfo) => {
  await signedInBuyer(page, shopDb, testInfo);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/checkout");
  await expect(page.getByRole("group", { name: "Deliver to" })).toBeInViewport({ ratio: 0.5 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const place = page.getByRole("button", { name: "Place order" });
  await place.scrollIntoViewIfNeeded();
  const box = (await place.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe("Place order");
  expect(await scanned(page, "checkout at 390 px")).toEqual([]);
});
