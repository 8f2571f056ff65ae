// The catalogue's filters on /tools: one GET form beside the search and the sort, with the number
// of tools behind each value, as a visitor uses it with JavaScript on and off, and on a phone.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectPagesFit } from "./support/layout";

const filters = (page: Page) => page.getByRole("form", { name: "Filter the tools" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Categories" });
const chips = (page: Page) => page.getByRole("list", { name: "Chosen filters" });

/** The count a filter's label shows: "18 V (3)" -> 3. */
async function countOf(page: Page, label: RegExp): Promise<number> {
  const text = await filters(page).getByText(label).first().innerText();
  return Number(/\((\d[\d,]*)\)/.exec(text)![1]!.replace(/,/g, ""));
}

test("a visitor narrows the tools by category, a specification, a price range and stock", async ({
  page,
}) => {
  await page.goto("/tools");
  const powerTools = await countOf(page, /^Power tools \(/);
  await categories(page)
    .getByRole("link", { name: /^Power tools \(/ })
    .click();
  await expect(page).toHaveURL(/\/tools\?category=power-tools$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Power tools");
  await expect(page.getByText(`${powerTools} tools match the filters`)).toBeVisible();

  await categories(page)
    .getByRole("link", { name: /^Drills & drivers \(/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drills & drivers");
  // Widening goes back to the top category.
  await expect(categories(page).getByRole("link", { name: "All power tools" })).toBeVisible();

  const eighteen = await countOf(page, /^18 V \(/);
  const thirtySix = await countOf(page, /^36 V \(/);
  await filters(page)
    .getByRole("checkbox", { name: /^18 V \(/ })
    .check();
  await filters(page).getByRole("spinbutton", { name: "Highest price in dollars" }).fill("200");
  await filters(page).getByRole("checkbox", { name: "In stock" }).check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();

  // A form without script sends its empty fields too (the empty lower bound is no filter).
  await expect(page).toHaveURL(
    /\/tools\?category=drills-drivers&voltage=18\+V&minPrice=&maxPrice=200&inStock=1$/,
  );
  const cards = page.getByRole("article");
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(eighteen);
  await expect(
    page.getByText(`${shown} ${shown === 1 ? "tool matches" : "tools match"} the filters`),
  ).toBeVisible();
  for (const price of await cards.getByText(/^\$[\d,.]+$/).allInnerTexts())
    expect(Number(price.replace(/[$,]/g, ""))).toBeLessThanOrEqual(200);
  // Choosing 18 V still tells how many 36 V tools there are (under $200, in stock).
  await expect(filters(page).getByRole("checkbox", { name: /^18 V \(/ })).toBeChecked();
  expect(await countOf(page, /^36 V \(/)).toBeLessThanOrEqual(thirtySix);
  await expect(filters(page).getByRole("checkbox", { name: "In stock" })).toBeChecked();
  await expect(
    filters(page).getByRole("spinbutton", { name: "Highest price in dollars" }),
  ).toHaveValue("200");

  // The filtered page is a link to share: another visitor sees the same tools.
  const names = await cards.getByRole("heading").allInnerTexts();
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.getByRole("article").getByRole("heading")).toHaveText(names);
  await other.close();

  // What is chosen, above the results; Clear all keeps the category.
  await chips(page).getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/tools\?category=drills-drivers$/);
  await expect(chips(page)).toHaveCount(0);
});

test("a search keeps its filters when sorted, and its pages keep them too", async ({ page }) => {
  await page.goto("/tools?inStock=1&minPrice=1");
  await page.getByLabel("Sort by").selectOption("price");
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/\/tools\?minPrice=1&inStock=1&sort=price$/);
  const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" });
  await expect(next).toHaveAttribute("href", /inStock=1/);
  await expect(next).toHaveAttribute("href", /minPrice=1/);
  await expect(next).toHaveAttribute("href", /sort=price/);
});

test("words find specification values and part numbers within a category", async ({ page }) => {
  await page.goto("/tools?category=accessories");
  await page.getByRole("searchbox", { name: "Search tools" }).fill("SDS-Plus");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/tools\?q=SDS-Plus&category=accessories$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.goto("/tools?q=FL-DD18-K2");
  await expect(page.getByRole("article").first()).toContainText("18V Brushless Drill Driver");
});

test("a filter the catalogue does not have is refused with a message, never a 500", async ({
  page,
}) => {
  for (const [path, message] of [
    ["/tools?category=no-such-category", "There is no such category"],
    ["/tools?category=hand-tools&voltage=18+V", "Hand tools has no filter by voltage"],
    ["/tools?category=drills-drivers&voltage=12+V", "Voltage is one of 18 V, 36 V, 120 V"],
    ["/tools?minPrice=50&maxPrice=10", "minPrice must not be above maxPrice"],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByText(message!)).toBeVisible();
  }
});

test("on a phone what is chosen shows above the results as chips that remove it, with Clear all", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    "/tools?category=drills-drivers&voltage=18+V&voltage=36+V&inStock=1&maxPrice=200",
  );
  const chosen = chips(page);
  await expect(chosen.getByRole("link")).toHaveText([
    /^Voltage: 18 V/,
    /^Voltage: 36 V/,
    /^Price: up to \$200\.00/,
    /^In stock/,
    "Clear all",
  ]);
  // In the first screen, above the first result.
  await expect(chosen).toBeInViewport();
  const [list, firstCard] = [
    await chosen.boundingBox(),
    await page.getByRole("article").first().boundingBox(),
  ];
  expect(list!.y + list!.height).toBeLessThanOrEqual(firstCard!.y);

  // A chip's link is the page without it (the other value of its attribute stays).
  await chosen.getByRole("link", { name: "Voltage: 18 V (remove)" }).click();
  await expect(page).toHaveURL(
    /\/tools\?category=drills-drivers&maxPrice=200&inStock=1&voltage=36\+V$/,
  );
  await expect(chips(page).getByRole("link", { name: /^Voltage: / })).toHaveText([
    /^Voltage: 36 V/,
  ]);
  await chips(page).getByRole("link", { name: "Price: up to $200.00 (remove)" }).click();
  await expect(page).toHaveURL(/\/tools\?category=drills-drivers&inStock=1&voltage=36\+V$/);
  await chips(page).getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/tools\?category=drills-drivers$/);
  await expect(chips(page)).toHaveCount(0);
});

test("a number attribute filters by ranges with counts, not by exact values", async ({ page }) => {
  await page.goto("/tools?category=power-tools");
  const weight = filters(page).getByRole("group", { name: "Weight" });
  const labels = await weight
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => box.closest("label")!.textContent!));
  expect(labels.length).toBeGreaterThan(1);
  expect(labels[0]).toMatch(/^Under [\d.]+ kg \(\d+\)$/);
  expect(labels.at(-1)).toMatch(/^[\d.]+ kg and over \(\d+\)$/);
  for (const label of labels.slice(1, -1)) expect(label).toMatch(/^[\d.]+–[\d.]+ kg \(\d+\)$/);

  // The range with the most tools: choosing it shows exactly those.
  const counts = labels.map((label) => Number(/\((\d+)\)$/.exec(label)![1]));
  const most = counts.indexOf(Math.max(...counts));
  const range = labels[most]!.replace(/ \(\d+\)$/, "");
  await weight.getByRole("checkbox", { name: labels[most] }).check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]weight=[\d.]*\.\.[\d.]*(&|$)/);
  await expect(page.getByRole("article")).toHaveCount(counts[most]!);
  await expect(chips(page).getByRole("link", { name: `Weight: ${range} (remove)` })).toBeVisible();
  // The ranges stay as they were, the chosen one checked.
  await expect(weight.getByRole("checkbox")).toHaveCount(labels.length);
  await expect(weight.getByRole("checkbox", { name: labels[most] })).toBeChecked();
});

test("on a phone the filters fold into a disclosure that opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/tools?category=drills-drivers&voltage=18+V");
  const apply = filters(page).getByRole("button", { name: "Apply filters" });
  await expect(apply).toBeHidden();
  await page.getByText("Filters (chosen)").click();
  await expect(apply).toBeVisible();
  await expectPagesFit(page, ["/tools?category=drills-drivers&voltage=18+V&inStock=1"]);
});
