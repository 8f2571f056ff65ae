// Categories and specifications (issue 39), with JavaScript on and off: an admin makes a category
// and an attribute, gives a tool the category and a value, and a buyer sees the specification
// table and the breadcrumbs; home links the categories; what tools use cannot be deleted. A shop
// of the worker's own: the shared one keeps the demo catalogue other specs read.
import type { Page } from "@playwright/test";
import { newId } from "#db/id.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { demoAdmin } from "./support/demo";
import { expectPagesFit } from "./support/layout";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

test("an admin makes a category and an attribute; a buyer sees the tool's specification and breadcrumbs", async ({
  page,
  browser,
  baseURL,
  shopDb,
}, testInfo) => {
  // Many pages in one story: an admin's seven and a buyer's four.
  test.setTimeout(90_000);
  const mark = `${testInfo.project.name} ${newId().slice(-4)}`;
  const category = `Anvils ${mark}`;
  const slug = category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const key = `horn-${newId().slice(-6)}`;
  const tool = await insertTool(shopDb, { name: `Forge Anvil ${mark}` });
  await signIn(page, demoAdmin);

  // The category, under Hand tools; its slug made from its name.
  await page.goto("/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
  await page.getByLabel("Name", { exact: true }).fill(category);
  await page.getByLabel("Under", { exact: true }).selectOption({ label: "Hand tools" });
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("status")).toContainText(`${category} added`);
  await expect(rowOf(page, slug)).toBeVisible();
  // The same slug again is refused on its field.
  await page.getByLabel("Name", { exact: true }).fill(category);
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("Another category already has this slug")).toBeVisible();

  // The attribute: a number in inches; a catalogue query name is refused as its key.
  await dashboardNav(page).getByRole("link", { name: "Attributes" }).click();
  await page.getByLabel("Key", { exact: true }).fill("sort");
  await page.getByLabel("Type", { exact: true }).selectOption("number");
  await page.getByLabel("Name", { exact: true }).fill("Horn length");
  await page.getByRole("button", { name: "Add attribute" }).click();
  await expect(page.getByText(/This key is a catalogue query name/)).toBeVisible();
  await page.getByLabel("Key", { exact: true }).fill(key);
  await page.getByLabel("Type", { exact: true }).selectOption("number");
  await page.getByLabel("Name", { exact: true }).fill("Horn length");
  await page.getByLabel("Unit (numbers only)").fill("in");
  await page.getByRole("button", { name: "Add attribute" }).click();
  await expect(page.getByRole("status")).toContainText("Horn length added");

  // The category names it.
  await dashboardNav(page).getByRole("link", { name: "Categories" }).click();
  await page.getByRole("link", { name: `Attributes of ${category}` }).click();
  await page.getByRole("checkbox", { name: /Horn length/ }).check();
  await page.getByRole("button", { name: "Save attributes" }).click();
  await expect(page.getByRole("status")).toContainText(`${category} saved`);
  await expect(rowOf(page, slug)).toContainText("Horn length");

  // The tool gets the category and a value: a wrong one is refused on its field.
  await page.goto(`/dashboard/manageproducts/${tool.id}/edit`);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: category });
  const horn = page.getByLabel("Horn length (in)");
  await expect(horn).toBeVisible();
  await horn.fill("long");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Horn length is a number of in, such as 1.5")).toBeVisible();
  await page.getByLabel("Horn length (in)").fill("6.50");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`${tool.name} was updated`);

  // The category holds a tool: it cannot be deleted, and the tree says why.
  await page.goto("/dashboard/categories");
  await confirmAction(
    page,
    rowOf(page, slug),
    `Delete ${category}`,
    `Are You Sure Want To Delete ${category}`,
  );
  await expect(page.getByRole("status")).toContainText(
    `${category} cannot be deleted: 1 tool is in it`,
  );

  // A buyer (no session) sees the table and the breadcrumbs, and follows them.
  const buyer = await browser.newPage({ baseURL });
  await buyer.goto(`/tools/${tool.id}`);
  const table = buyer.getByRole("table", { name: "Specification" });
  await expect(table.getByRole("row", { name: "Horn length 6.5 in" })).toBeVisible();
  const crumbs = buyer.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText([
    /Home/,
    /Tools/,
    /Hand tools/,
    new RegExp(category),
    tool.name,
  ]);
  const jsonLd = JSON.parse(
    (await crumbs.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({ "@type": "BreadcrumbList" });
  expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    "Home",
    "Tools",
    "Hand tools",
    category,
    tool.name,
  ]);
  await crumbs.getByRole("link", { name: category }).click();
  await expect(buyer).toHaveURL(new RegExp(`/tools\\?category=${slug}$`));
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(category);

  // On a phone the table and the breadcrumbs fit.
  await buyer.setViewportSize({ width: 390, height: 844 });
  await expectPagesFit(buyer, [`/tools/${tool.id}`, `/tools?category=${slug}`]);
  await buyer.close();
});

test("home and every page's footer link the top categories", async ({ page }) => {
  await page.goto("/");
  const grid = page.getByRole("region", { name: "Shop by category" });
  await expect(grid.getByRole("link", { name: "Power tools", exact: true })).toHaveAttribute(
    "href",
    "/tools?category=power-tools",
  );
  await grid.getByRole("link", { name: "Drills & drivers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drills & drivers");
  await page.goto("/blogs");
  const footer = page.getByRole("navigation", { name: "Categories" });
  await expect(footer.getByRole("link")).toHaveText([
    "Power tools",
    "Hand tools",
    "Batteries & chargers",
    "Accessories",
  ]);
});

test("an attribute tools have cannot be deleted, nor an option they use removed", async ({
  page,
}) => {
  await signIn(page, demoAdmin);
  await page.goto("/dashboard/attributes");
  const voltage = rowOf(page, "voltage");
  await confirmAction(page, voltage, "Delete Voltage", "Are You Sure Want To Delete Voltage");
  await expect(page.getByRole("status")).toContainText(/Voltage cannot be deleted: \d+ tools have/);
  await page.getByRole("link", { name: "Edit Voltage" }).click();
  // The list has an add form with the same fields: wait for the edit page before filling.
  await expect(page).toHaveURL(/\/dashboard\/attributes\/[^/]+\/edit$/);
  await page.getByLabel("Options (choices only)").fill("18 V\n120 V");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/36 V cannot be removed: \d+ tools? ha/)).toBeVisible();
});
