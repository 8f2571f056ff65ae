import { expect, test } from "./support/test";
import { seedTools } from "#db/seed-data.ts";
import { FILLER_TOOL_COUNT, fillerToolName } from "./support/demo";

const TOTAL = seedTools.length + FILLER_TOOL_COUNT;

test("the catalogue pages 24 tools at a time", async ({ page }) => {
  await page.goto("/tools");
  await expect(page.getByText(`${TOTAL} tools in the catalogue`)).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText(seedTools[0]!.name);

  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText("1", { exact: true })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/tools\?page=2$/);
  await expect(cards).toHaveCount(TOTAL - 24);
  await expect(cards.last()).toContainText(fillerToolName(FILLER_TOOL_COUNT));
  await expect(pages.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(cards).toHaveCount(24);
});

test("search finds names first, then descriptions that name the word", async ({ page }) => {
  const inName = seedTools.filter((tool) => /\bdrill/i.test(tool.name));
  const elsewhere = seedTools.filter(
    (tool) => !/\bdrill/i.test(tool.name) && /\bdrill/i.test(tool.description),
  );
  await page.goto("/tools");
  await page.getByRole("searchbox", { name: "Search tools" }).fill("DRILL");
  await page.getByRole("button", { name: "Search" }).click();

  await expect(page).toHaveURL(/\/tools\?q=DRILL$/);
  const headings = page.getByRole("article").getByRole("heading");
  await expect(headings.first()).toBeVisible();
  const shown = await headings.allInnerTexts();
  expect(new Set(shown.slice(0, inName.length))).toEqual(new Set(inName.map((tool) => tool.name)));
  // Then the tools whose description (or category, or part number) names it.
  for (const tool of elsewhere) expect(shown.slice(inName.length)).toContain(tool.name);
  await expect(page.getByRole("searchbox")).toHaveValue("DRILL");
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
});

test("a search with no match says so", async ({ page }) => {
  await page.goto("/tools?q=zzqx");
  await expect(page.getByText("No tools match your search.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("a page past the last of a search offers the search's first page", async ({ page }) => {
  await page.goto("/tools?q=drill&sort=price&page=9");
  await expect(page.getByText("There are no tools on this page.")).toBeVisible();
  await expect(page.getByText("No tools match your search.")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the first page" }).click();
  await expect(page).toHaveURL(/\/tools\?q=drill&sort=price$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a card opens the product page with its details and structured data", async ({ page }) => {
  const tool = seedTools[3]!;
  await page.goto("/tools");
  await page.getByRole("link", { name: tool.name, exact: true }).first().click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
  await expect(page.getByText(tool.description)).toBeVisible();
  await expect(page.getByText(`${tool.minimum_qyt} pcs`)).toBeVisible();
  await expect(page).toHaveTitle(`${tool.name} — Forgeline Tools`);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("link", { name: "Order now" })).toHaveAttribute(
    "href",
    `/purchase/${id}`,
  );

  // The product's own data block (the breadcrumbs carry another).
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const jsonLd = blocks
    .map((block) => JSON.parse(block) as { "@type": string })
    .find((data) => data["@type"] === "Product");
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    sku: tool.sku,
    name: tool.name,
    image: [expect.stringMatching(new RegExp(`${tool.img}$`))],
    offers: { priceCurrency: "USD", price: (tool.priceCents / 100).toFixed(2) },
  });
});

test("a card names its tool once to a keyboard and a screen reader, and its picture opens the tool", async ({
  page,
}) => {
  const tool = seedTools[0]!;
  await page.goto("/tools");
  const card = page.getByRole("article").first();
  await expect(card.getByRole("heading")).toHaveText(tool.name);
  // The heading's link to the tool's page and the order button: no second link for the picture.
  const links = card.locator("a");
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAccessibleName(tool.name);
  await expect(links.last()).toHaveAccessibleName(`Order now ${tool.name}`);
  const picture = card.locator("img");
  await expect(picture).toHaveAttribute("alt", "");

  // The order button is above the card's link: Playwright clicks only what receives the click.
  await links.last().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpurchase%2F/);
  await page.goBack();
  // The picture is under it: the click lands on the card's link.
  await picture.click({ force: true });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
});

test("an unknown product is a 404", async ({ page }) => {
  const response = await page.goto("/tools/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the catalogue sorts by price and by name with a plain form", async ({ page }) => {
  await page.goto("/tools");
  const sortForm = page.getByRole("form", { name: "Sort the tools" });
  await sortForm.getByLabel("Sort by").selectOption({ label: "Price, lowest first" });
  await sortForm.getByRole("button", { name: "Sort" }).click();
  await expect(page).toHaveURL(/\/tools\?sort=price$/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price");
  const prices = (await page.getByRole("article").allTextContents()).map((card) =>
    Number(card.match(/Price\$([\d,.]+)/)![1]!.replace(",", "")),
  );
  expect(prices).toHaveLength(24);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/tools\?sort=price&page=2$/);

  await page.goto("/tools?q=forgeline&sort=name");
  const names = await page.getByRole("article").getByRole("heading").allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(names.length).toBeGreaterThan(1);
});

test("an empty search offers the whole catalogue back", async ({ page }) => {
  await page.goto("/tools?q=zzqx");
  await page.getByRole("link", { name: "Show all tools" }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole("article")).toHaveCount(24);
});
