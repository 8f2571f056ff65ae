// Bulk import (issue 39) as an admin does it, in both JavaScript modes: a file with an error is
// refused naming its line and column, the corrected file shows what it would do, the admin
// confirms, and the tools are in the catalogue; the export downloads every tool.
import { readFile } from "node:fs/promises";
import { newId } from "#db/id.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { expect, test } from "./support/own-shop";

const HEADER = "id,sku,name,description,price,minimum_qyt,available_qyt,category,img,voltage";

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
  await expect(page.getByRole("heading", { name: "1 error: nothing was imported" })).toBeVisible();
  const row = page.getByRole("table", { name: "Errors in the file" }).getByRole("row").nth(1);
  await expect(row).toContainText("3");
  await expect(row).toContainText("price");
  await expect(row).toContainText("Enter a price in dollars, like 18 or 18.50");
  await expect(page.getByRole("button", { name: /^Import/ })).toHaveCount(0);
  expect(await scanned(page, "/dashboard/import with errors")).toEqual([]);

  await page.getByLabel("CSV file").setInputFiles(csvFile(lines("45.50")));
  await page.getByRole("button", { name: "Check file" }).click();
  const preview = page.getByRole("region", { name: "What tools.csv would do" });
  await expect(preview).toContainText("2 tools created");
  await expect(preview).toContainText("1 tools updated");
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
  await expect(page.getByRole("cell", { name: "Another tool has this part number" })).toHaveCount(
    2,
  );
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
