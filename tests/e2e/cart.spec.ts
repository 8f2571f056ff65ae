// The cart as a visitor and a customer meet it, with JavaScript on and off: "Add to cart" from
// the catalogue, a tool's page and its order page, the navigation's count, a line's quantity
// under the spec's rules, a visitor's cart joining the account's on sign-in, and the kept pages
// a visitor without a cart still gets.
import type { Page } from "@playwright/test";
import { cartTexts } from "#app/messages.ts";
import { createCustomer, signInWithForm } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { expectPagesFit } from "./support/layout";
import { bearerToken } from "#tests/fixtures/over-http.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The cart link of the navigation, as it reads with `lines` lines ("Cart" for none). */
const cartLink = (page: Page, lines: number) =>
  nav(page).getByRole("link", { name: lines ? `Cart (${lines})` : "Cart", exact: true });

async function addToCart(page: Page, tool: { name: string }, qyt: number) {
  await page.getByLabel(`Quantity of ${tool.name}`).fill(String(qyt));
  await page.getByRole("button", { name: `Add to cart ${tool.name}` }).click();
}

const lineQuantity = (page: Page, tool: { name: string }) =>
  page.getByLabel(`Quantity (pcs) of ${tool.name}`);

const cookieNames = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name);

test("a visitor adds from the catalogue and a tool's page; the count follows; sign-in joins the account's cart; the order page adds too", async ({
  page,
  shopDb,
  baseURL,
}, testInfo) => {
  const drill = await insertTool(shopDb, { minimum_qyt: 2, available_qyt: 20, price: 2400 });
  const bits = await insertTool(shopDb, { minimum_qyt: 1, available_qyt: 50, price: 900 });
  const customer = await createCustomer(testInfo, null, shopDb);
  // The account's cart already holds 15 drills (put there through the API with a token).
  const authorization = await bearerToken(baseURL!, customer);
  const put = await page.request.put(`/api/cart/lines/${drill.id}`, {
    headers: { Authorization: authorization },
    data: { qyt: 15 },
  });
  expect(put.status()).toBe(200);

  await page.goto(`/tools?q=${encodeURIComponent(drill.name)}`);
  await expect(cartLink(page, 0)).toBeVisible();
  await addToCart(page, drill, 8);
  await expect(page.getByRole("status")).toContainText(cartTexts.added(8, drill.name));
  // Back where the visitor was, at the tool's card, with the count.
  await expect(page).toHaveURL(new RegExp(`/tools\\?q=.*#tool-${drill.id}$`));
  await expect(cartLink(page, 1)).toBeVisible();
  expect(await cookieNames(page)).toContain("__cart");

  await page.goto(`/tools/${bits.id}`);
  await addToCart(page, bits, 3);
  await expect(page.getByRole("status")).toContainText(cartTexts.added(3, bits.name));
  await expect(page).toHaveURL(`/tools/${bits.id}`);
  await expect(cartLink(page, 2)).toBeVisible();

  // Over the stock with what the cart holds: the spec's message, nothing added.
  await addToCart(page, bits, 48);
  await expect(page.getByRole("status")).toContainText("You Can Not Order More Than Stock");
  await expect(cartLink(page, 2)).toBeVisible();

  await signInWithForm(page, customer);
  // 15 + 8 drills, within the stock of 20; the bits join; the visitor's cookie is gone.
  await expect(cartLink(page, 2)).toBeVisible();
  expect(await cookieNames(page)).not.toContain("__cart");
  await cartLink(page, 2).click();
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible();
  await expect(lineQuantity(page, drill)).toHaveValue("20");
  await expect(lineQuantity(page, bits)).toHaveValue("3");
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$507.00");

  await page.goto(`/purchase/${bits.id}`);
  await addToCart(page, bits, 2);
  await expect(page.getByRole("status")).toContainText(cartTexts.added(2, bits.name));
  await expect(page).toHaveURL(`/purchase/${bits.id}`);
  await page.goto("/cart");
  await expect(lineQuantity(page, bits)).toHaveValue("5");
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute(
    "href",
    "/checkout",
  );
});

test("a line's quantity follows the spec's rules; removing the last line empties the cart and its cookie, and kept pages come back", async ({
  page,
  shopDb,
}) => {
  const clamp = await insertTool(shopDb, { minimum_qyt: 2, available_qyt: 10, price: 1250 });
  await page.goto(`/tools/${clamp.id}`);
  await addToCart(page, clamp, 2);
  await expect(cartLink(page, 1)).toBeVisible();
  // A page with the visitor's own count is rendered for them, never from the shared cache.
  const own = await page.goto("/blogs");
  expect(own?.headers()["x-page-cache"]).toBeUndefined();
  await expect(cartLink(page, 1)).toBeVisible();

  await page.goto("/cart");
  const update = page.getByRole("button", { name: `Update ${clamp.name}` });
  await lineQuantity(page, clamp).fill("1");
  await update.click();
  await expect(page.getByText("Minimum Order Quantity Is 2")).toBeVisible();
  await expect(lineQuantity(page, clamp)).toHaveAttribute("aria-invalid", "true");
  expect(await scanned(page, "/cart with a refused quantity")).toEqual([]);
  await lineQuantity(page, clamp).fill("11");
  await update.click();
  await expect(page.getByText("You Can Not Order More Than Stock")).toBeVisible();
  await lineQuantity(page, clamp).fill("4");
  await update.click();
  await expect(page.getByRole("status")).toContainText("Cart updated");
  await expect(lineQuantity(page, clamp)).toHaveValue("4");
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$50.00");
  await expect(page.getByText("You Can Not Order More Than Stock")).toHaveCount(0);

  await page.getByRole("button", { name: `Remove ${clamp.name}` }).click();
  await expect(page.getByRole("status")).toContainText("Removed from cart");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the tools" })).toHaveAttribute(
    "href",
    "/tools",
  );
  await expect(cartLink(page, 0)).toBeVisible();
  expect(await cookieNames(page)).not.toContain("__cart");
  // No cookie left: the visitor is served the kept page again.
  await page.goto("/blogs");
  const kept = await page.goto("/blogs");
  expect(kept?.headers()["x-page-cache"]).toBe("hit");
});

test("adding from a list without a script comes back to the tool's card, the message naming the tool and quantity", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/tools");
  // The sixth card that can be added, far below the first screen of a phone.
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /^Add to cart/ }) })
    .nth(5);
  const id = (await card.getAttribute("id"))!;
  const name = await card.getByRole("heading").innerText();
  const quantity = card.getByLabel(`Quantity of ${name}`);
  const qyt = Number(await quantity.inputValue()) + 1;
  await quantity.fill(String(qyt));
  await card.getByRole("button", { name: `Add to cart ${name}` }).click();
  await expect(page.getByRole("status")).toContainText(cartTexts.added(qyt, name));
  await expect(page).toHaveURL(new RegExp(`/tools#${id}$`));
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect(cartLink(page, 1)).toBeVisible();
});

test("on a long cart, a quantity refused after Update shows at its line, which has the focus", async ({
  page,
  shopDb,
}) => {
  const tools = [];
  for (let at = 0; at < 4; at++)
    tools.push(await insertTool(shopDb, { minimum_qyt: 1, available_qyt: 10 }));
  for (const tool of tools) {
    await page.goto(`/tools/${tool.id}`);
    await addToCart(page, tool, 1);
    await expect(page.getByRole("status")).toContainText(cartTexts.added(1, tool.name));
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/cart");
  // The line the list ends with.
  const names = await page
    .getByRole("main")
    .getByRole("listitem")
    .getByRole("heading")
    .allInnerTexts();
  const last = tools.find((tool) => tool.name === names.at(-1))!;
  const line = page.getByRole("listitem").filter({ hasText: last.name });
  await lineQuantity(page, last).fill("11");
  await line.getByRole("button", { name: `Update ${last.name}` }).click();
  await expect(line.getByText("You Can Not Order More Than Stock")).toBeInViewport();
  await expect(lineQuantity(page, last)).toBeFocused();
  await expect(lineQuantity(page, last)).toHaveValue("11");
  await expect(page.getByText("You Can Not Order More Than Stock")).toHaveCount(1);
});

test("the cart shows a changed price and a tool that left the catalogue; a visitor checks out by signing in", async ({
  page,
  shopDb,
}) => {
  const saw = await insertTool(shopDb, { minimum_qyt: 1, available_qyt: 10, price: 2400 });
  const gone = await insertTool(shopDb, { minimum_qyt: 1, available_qyt: 10, price: 500 });
  for (const tool of [saw, gone]) {
    await page.goto(`/tools/${tool.id}`);
    await addToCart(page, tool, 2);
  }
  await shopDb.updateTable("tools").set({ price: 3000 }).where("id", "=", saw.id).execute();
  await shopDb
    .updateTable("tools")
    .set({ deletedAt: new Date().toISOString() })
    .where("id", "=", gone.id)
    .execute();
  await page.goto("/cart");
  await expect(page.getByText("Price changed from $24.00 to $30.00")).toBeVisible();
  await expect(page.getByText("This tool is no longer sold")).toBeVisible();
  await expect(page.getByRole("link", { name: gone.name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: saw.name })).toHaveAttribute(
    "href",
    `/tools/${saw.id}`,
  );
  // Only what can be ordered counts.
  await expect(page.getByTestId("cart-subtotal")).toHaveText("$60.00");
  expect(await scanned(page, "/cart with a changed price and a removed tool")).toEqual([]);
  // On a phone the whole cart fits the screen, nothing to scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPagesFit(page, ["/cart"]);
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL("/login?redirectTo=%2Fcheckout");
});

test("a kept page never carries a visitor's count to anyone else", async ({
  page,
  shopDb,
  playwright,
  baseURL,
}) => {
  const vise = await insertTool(shopDb, { minimum_qyt: 1, available_qyt: 10 });
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    await page.goto(`/tools/${vise.id}`);
    await addToCart(page, vise, 1);
    await expect(cartLink(page, 1)).toBeVisible();
    // The visitor's own render of the page (with their count) is not what a stranger is sent.
    await page.goto("/tools");
    await expect(cartLink(page, 1)).toBeVisible();
    await stranger.get("/tools");
    const kept = await stranger.get("/tools");
    expect(kept.headers()["x-page-cache"]).toBe("hit");
    const html = await kept.text();
    expect(html).toContain(">Cart</a>");
    expect(html).not.toContain("Cart (");
  } finally {
    await stranger.dispose();
  }
});
