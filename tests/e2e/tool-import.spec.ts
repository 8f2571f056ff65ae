// Bulk import (issue 39, issue 47) as an admin does it, in both JavaScript modes: a file with
// problems is refused with every one of them in one table (row, column, value, problem), the
// corrected file lists the tools it creates and those it changes (old → new), the admin confirms,
// and the tools are in the catalogue; on a phone both fit the screen; the export downloads every
// tool.
import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { newId } from "#db/id.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { expectPageFits } from "./support/layout";
import { expect, test } from "./support/own-shop";

const HEADER = "id,sku,name,description,price,minimum_qyt,available_qyt,category,img,voltage";

/**
 * The rows of a table whose row header (the file's row) is `row`. On a phone each cell shows its
 * column's name before it (CSS-generated), and a browser reads that into the cell's name.
 */
const rowsOf = (table: Locator, row: string) =>
  table.getByRole("row").filter({
    has: table.page().getByRole("rowheader", { name: new RegExp(`^(Row )?${row}$`) }),
  });

const csvFile = (text: string) => ({
  name: "tools.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(text),
});

test("an admin checks a file, corrects it, confirms it and finds the tools", async ({
  page,
  shopDb,
}) => {
  const tag = newId().slice(-6).toUpperCase();
  const drill = await shopDb
    .selectFrom("tools")
    .selectAll()
    .where("sku", "=", "FL-DD18-K2")
    .executeTakeFirstOrThrow();
  const lines = (price: string) =>
    [
      HEADER,
      `,FL-IMP-${tag}-1,"Import Drill ${tag}","A drill, imported",149.00,1,12,drills-drivers,/images/tools/cordless-drill.svg,36 V`,
      `,FL-IMP-${tag}-2,Import Saw ${tag},A saw,${price},2,30,saws,/images/tools/jigsaw.svg,`,
      `${drill.id},${drill.sku},Renamed Drill ${tag},"${drill.description.replaceAll('"', '""')}",${(drill.price / 100).toFixed(2)},${drill.minimum_qyt},${drill.available_qyt},drills-drivers,${drill.img},18 V`,
    ].join("\r\n");

  await signIn(page, demoAdmin);
  await page.goto("/dashboard/manageproducts");
  await page.getByRole("link", { name: "Import or export (CSV)" }).click();
  await expect(page.getByRole("heading", { name: "Import products" })).toBeVisible();
  await expect(dashboardNav(page).getByRole("link", { name: "Import Products" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByLabel("CSV file").setInputFiles(csvFile(lines("cheap")));
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByRole("heading", { name: "1 problem: nothing was imported" }),
  ).toBeVisible();
  const problems = page.getByRole("table", { name: "Problems in the file" });
  await expect(problems.getByRole("columnheader")).toHaveText([
    "Row",
    "Column",
    "Value",
    "Problem",
  ]);
  const row = problems.getByRole("row").nth(1);
  await expect(row.getByRole("rowheader")).toHaveText("3");
  await expect(row.getByRole("cell")).toHaveText([
    "price",
    "cheap",
    "Enter a price in dollars, like 18 or 18.50",
  ]);
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  expect(await scanned(page, "/dashboard/import with problems")).toEqual([]);

  await page.getByLabel("CSV file").setInputFiles(csvFile(lines("45.50")));
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByRole("region", { name: "What tools.csv would do" });
  await expect(preview).toContainText("2 tools created");
  await expect(preview).toContainText("1 tools updated");
  const creates = preview.getByRole("table", { name: "Tools the import will create" });
  await expect(creates.getByRole("row")).toHaveCount(3);
  await expect(rowsOf(creates, "2")).toContainText(`FL-IMP-${tag}-1`);
  await expect(rowsOf(creates, "2")).toContainText("$149.00");
  await expect(rowsOf(creates, "3")).toContainText(`Import Saw ${tag}`);
  await expect(rowsOf(creates, "3")).toContainText("Saws");
  const changes = preview.getByRole("table", { name: "Tools the import will change" });
  const changed = rowsOf(changes, "4");
  await expect(changed).toContainText(drill.sku!);
  // One change, its column, the old value and the new.
  await expect(changed.getByRole("listitem")).toHaveCount(1);
  await expect(changed.getByRole("listitem")).toContainText(
    new RegExp(
      `^name: ${drill.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*Renamed Drill ${tag}$`,
    ),
  );
  expect(await scanned(page, "/dashboard/import with its preview")).toEqual([]);
  // Nothing is written before the confirmation.
  const before = await shopDb
    .selectFrom("tools")
    .select("id")
    .where("sku", "like", `FL-IMP-${tag}-%`)
    .execute();
  expect(before).toEqual([]);

  await preview.getByRole("button", { name: "Import 3 tools" }).click();
  await expect(page.getByText("Imported: 2 created, 1 updated")).toBeVisible();
  await page.goto(`/dashboard/manageproducts?q=${tag}`);
  await expect(page.getByText(`Import Drill ${tag}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Import Saw ${tag}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Renamed Drill ${tag}`, { exact: true })).toBeVisible();

  // The same file again: it was imported, so its new part numbers are taken now.
  await page.goto("/dashboard/import");
  await page.getByLabel("CSV file").setInputFiles(csvFile(lines("45.50")));
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByRole("cell", { name: /^Another tool, .+, has this part number$/ }),
  ).toHaveCount(2);
});

test("every problem of a file is in one table that fits a phone, then the preview too", async ({
  page,
}) => {
  const tag = newId().slice(-6).toUpperCase();
  const header = "sku,name,description,price,minimum_qyt,available_qyt,category,img,colour";
  const wrong = [
    header,
    `FL-PH-${tag},Phone clamp,A clamp,free,0,many,Clampz,https://elsewhere.example/a-very-long-address-of-a-picture/clamp.png,red`,
    `FL-PH-${tag},Phone vise,A vise,9.50,5,2,SAWS,,`,
    `FL-DD18-K2,Third clamp,A clamp,9.50,1,5,Saws,,`,
  ].join("\n");
  await signIn(page, demoAdmin);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/dashboard/import");
  await page.getByLabel("CSV file").setInputFiles(csvFile(wrong));
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(
    page.getByRole("heading", { name: "9 problems: nothing was imported" }),
  ).toBeVisible();
  const problems = page.getByRole("table", { name: "Problems in the file" });
  await expect(rowsOf(problems, "1")).toHaveCount(1);
  await expect(rowsOf(problems, "1")).toContainText("No column is called colour");
  // Every wrong cell of row 2, in the file's column order.
  await expect(rowsOf(problems, "2")).toHaveCount(5);
  await expect(rowsOf(problems, "2")).toHaveText([
    /^2price/,
    /^2minimum_qyt/,
    /^2available_qyt/,
    /^2category/,
    /^2img/,
  ]);
  await expect(rowsOf(problems, "2").nth(3)).toContainText("No category has this name or slug");
  await expect(rowsOf(problems, "3")).toHaveCount(2);
  await expect(rowsOf(problems, "3").first()).toContainText("Row 2 has this part number too");
  await expect(rowsOf(problems, "3").nth(1)).toContainText(
    "The minimum order cannot be more than the quantity in stock",
  );
  await expect(rowsOf(problems, "4")).toContainText(/Another tool, .+, has this part number/);
  await expectPageFits(page, "/dashboard/import with problems at 320 px");

  const right = [
    "sku,name,description,price,minimum_qyt,available_qyt,category,img",
    `FL-PH-${tag},Phone clamp,A clamp,9.50,1,5,Saws,`,
  ].join("\n");
  await page.getByLabel("CSV file").setInputFiles(csvFile(right));
  await page.getByRole("button", { name: "Check file" }).click();
  const creates = page.getByRole("table", { name: "Tools the import will create" });
  await expect(rowsOf(creates, "2")).toContainText(`FL-PH-${tag}`);
  await expectPageFits(page, "/dashboard/import with its preview at 320 px");
  const importButton = page.getByRole("button", { name: "Import 1 tools" });
  await importButton.scrollIntoViewIfNeeded();
  await expect(importButton).toBeInViewport();
});

test("an admin downloads every tool as CSV", async ({ page }) => {
  await signIn(page, demoAdmin);
  await page.goto("/dashboard/import");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download all tools as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tools-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, "utf8");
  expect(
    text.startsWith(
      "\uFEFFid,sku,name,description,price,minimum_qyt,available_qyt,category,img,pictures,",
    ),
  ).toBe(true);
  expect(text).toContain("FL-DD18-K2");
});
