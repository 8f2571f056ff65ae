// A tool's pictures, variants and accessories (issue 39): the admin pages in both JavaScript
// modes, and the product page a buyer uses without JavaScript (it ships none), at 390 px too.
import sharp from "sharp";
import type { Page } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { confirmAction } from "./support/confirm";
import { demoAdmin } from "./support/demo";
import { expectPagesFit } from "./support/layout";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

// Each flow scans its pages with axe too: seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 });

const picture = async () => ({
  name: "clamp-side.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: "#16a34a" } })
    .png()
    .toBuffer(),
});

const toolOfSku = (db: Database, sku: string) =>
  db.selectFrom("tools").selectAll().where("sku", "=", sku).executeTakeFirstOrThrow();

/** The pictures as the admin page lists them: each card's heading and alt text. */
const pictureCards = (page: Page) =>
  page.getByRole("list", { name: "Pictures" }).getByRole("listitem");

test("an admin adds a picture with alt text, moves it first and removes another", async ({
  page,
  shopDb,
}) => {
  const tool = await insertTool(shopDb, { name: "Gallery Clamp" });
  await signIn(page, demoAdmin);
  await page.goto("/dashboard/manageproducts?q=Gallery+Clamp");
  await page.getByRole("link", { name: "Pictures of Gallery Clamp" }).click();
  await expect(page.getByRole("heading", { name: "Pictures of Gallery Clamp" })).toBeVisible();
  expect(await scanned(page, "the pictures page")).toEqual([]);

  // Refused first: alt text is required.
  await page.getByLabel("Picture", { exact: true }).setInputFiles(await picture());
  await page.getByRole("button", { name: "Add picture" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  expect(await scanned(page, "the pictures page, refused")).toEqual([]);

  await page.getByLabel("Picture", { exact: true }).setInputFiles(await picture());
  await page.getByLabel("Alt text").fill("The clamp from the side, jaws open");
  await page.getByRole("button", { name: "Add picture" }).click();
  await expect(page.getByText(texts.pictureAdded)).toBeVisible();
  await expect(pictureCards(page)).toHaveCount(2);
  await expect(pictureCards(page).nth(1)).toContainText("The clamp from the side, jaws open");

  await page.getByRole("button", { name: "Move picture 2 up" }).click();
  await expect(page.getByText(texts.pictureMoved)).toBeVisible();
  await expect(pictureCards(page).nth(0)).toContainText("Picture 1 (main)");
  await expect(pictureCards(page).nth(0)).toContainText("The clamp from the side, jaws open");
  const row = await shopDb
    .selectFrom("tools")
    .select("img")
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(row.img).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);

  // The alt text of the old picture, edited on its own page.
  await page.getByRole("link", { name: "Edit alt text of picture 2" }).click();
  // The gallery has an upload form with an Alt text field too: wait for the picture's own page.
  await expect(page).toHaveURL(/\/pictures\/[^/]+$/);
  expect(await scanned(page, "a picture's alt text")).toEqual([]);
  await page.getByLabel("Alt text").fill("The clamp's quick-release trigger");
  await page.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByText(texts.altSaved)).toBeVisible();
  await expect(pictureCards(page).nth(1)).toContainText("The clamp's quick-release trigger");

  await confirmAction(
    page,
    pictureCards(page).nth(1),
    "Remove picture 2",
    texts.confirmRemovePicture,
  );
  await expect(page.getByText(texts.pictureRemoved)).toBeVisible();
  await expect(pictureCards(page)).toHaveCount(1);
  // The last picture has no Remove.
  await expect(
    page.getByRole("button", { name: /^Remove/ }).or(page.getByRole("link", { name: /^Remove/ })),
  ).toHaveCount(0);

  // The buyer sees the new main picture with its alt text.
  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByRole("img", { name: "The clamp from the side, jaws open" })).toBeVisible();
});

test("the remove question has its own page without JavaScript", async ({ page, shopDb }) => {
  const tool = await insertTool(shopDb, { name: "Confirm Clamp" });
  await shopDb
    .insertInto("tool_images")
    .values([
      { id: tool.id, toolId: tool.id, url: tool.img, alt: "Front", position: 0 },
      {
        id: `${tool.id.slice(0, 20)}beef`,
        toolId: tool.id,
        url: "/images/tools/battery.svg",
        alt: "Back",
        position: 1,
      },
    ])
    .execute();
  await signIn(page, demoAdmin);
  await page.goto(
    `/dashboard/manageproducts/${tool.id}/pictures/${tool.id.slice(0, 20)}beef/delete`,
  );
  await expect(page.getByRole("heading", { name: texts.confirmRemovePicture })).toBeVisible();
  expect(await scanned(page, "the remove question")).toEqual([]);
  await page.getByRole("link", { name: "No" }).click();
  await expect(page.getByRole("heading", { name: "Pictures of Confirm Clamp" })).toBeVisible();
  await expect(pictureCards(page)).toHaveCount(2);
});

test("a buyer switches pictures, follows a variant and an accessory, without JavaScript too", async ({
  page,
  shopDb,
}) => {
  const kit = await toolOfSku(shopDb, "FL-DD18-K2");
  await page.goto(`/tools/${kit.id}`);
  const pictures = page.getByRole("region", { name: "Pictures" });
  const main = pictures.getByRole("img", { name: kit.name, exact: true }).first();
  await expect(main).toBeVisible();
  const second = "The kit's contractor bag";
  await pictures.getByRole("link", { name: /Show picture 2/ }).click();
  await expect(page).toHaveURL(/#picture-2$/);
  await expect(pictures.locator("#picture-2")).toBeVisible();
  await expect(pictures.locator("#picture-2")).toHaveAttribute("alt", new RegExp(`^${second}`));
  await expect(pictures.locator("#picture-1")).toBeHidden();
  await pictures.getByRole("link", { name: /Show picture 1/ }).click();
  await expect(pictures.locator("#picture-1")).toBeVisible();
  await expect(pictures.locator("#picture-2")).toBeHidden();
  expect(await scanned(page, "a product page with its extras")).toEqual([]);

  const variants = page.getByRole("region", { name: "Also available as" });
  await expect(variants.getByRole("link")).toHaveText([
    /18 V · Batteries included: No/,
    /18 V · Batteries included: Yes/,
    /36 V · Batteries included: Yes/,
  ]);
  await expect(
    variants.getByRole("link", { name: /Batteries included: Yes.*149/ }),
  ).toHaveAttribute("aria-current", "page");
  await variants.getByRole("link", { name: /18 V · Batteries included: No/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Forgeline 18V Brushless Drill Driver, Bare Tool",
  );
  await expect(
    page.getByRole("region", { name: "Also available as" }).getByRole("link", { name: /No/ }),
  ).toHaveAttribute("aria-current", "page");

  const goesWith = page.getByRole("region", { name: "Goes with" });
  await goesWith.getByRole("link", { name: /18V 2.0 Ah Compact Battery/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Forgeline 18V 2.0 Ah Compact Battery",
  );
  const fits = page.getByRole("region", { name: "Fits" });
  await expect(fits.getByRole("link", { name: /Bare Tool/ })).toBeVisible();
  await expect(fits.getByRole("link", { name: /FL-DD18-K2/ })).toBeVisible();
  expect(await scanned(page, "an accessory's page")).toEqual([]);
});

test("the product page and the admin pages fit a 390 px phone", async ({ page, shopDb }) => {
  const kit = await toolOfSku(shopDb, "FL-DD18-K2");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPagesFit(page, [`/tools/${kit.id}`]);
  await signIn(page, demoAdmin);
  await expectPagesFit(
    page,
    ["pictures", "family", "accessories"].map(
      (part) => `/dashboard/manageproducts/${kit.id}/${part}`,
    ),
  );
});

test("an admin adds an accessory by part number, is told what is wrong, and removes it", async ({
  page,
  shopDb,
}) => {
  const tool = await insertTool(shopDb, { name: "Accessory Clamp" });
  const pads = await insertTool(shopDb, { name: "Clamp Pads" });
  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/manageproducts/${tool.id}/accessories`);
  await expect(page.getByText("Nothing goes with this tool yet.")).toBeVisible();
  expect(await scanned(page, "the accessories page")).toEqual([]);

  const add = async (sku: string) => {
    await page.getByLabel("Part number").fill(sku);
    await page.getByRole("button", { name: "Add accessory" }).click();
  };
  await add("FL-NO-SUCH-PART");
  await expect(page.getByText(texts.noSuchSku("FL-NO-SUCH-PART"))).toBeVisible();
  await add(String(tool.sku));
  await expect(page.getByText(texts.ownAccessory)).toBeVisible();
  expect(await scanned(page, "the accessories page, refused")).toEqual([]);
  await add(String(pads.sku).toLowerCase());
  await expect(page.getByText(texts.accessoryAdded(String(pads.sku)))).toBeVisible();
  await expect(page.getByRole("link", { name: "Clamp Pads" })).toBeVisible();
  await add("FL-B18-20");
  await expect(page.getByRole("list", { name: "Accessories" }).getByRole("listitem")).toHaveCount(
    2,
  );
  await page.getByRole("button", { name: /Move Forgeline 18V 2.0 Ah Compact Battery up/ }).click();
  await expect(page.getByText(texts.accessoryMoved)).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Accessories" }).getByRole("listitem").first(),
  ).toContainText("Compact Battery");

  await page.goto(`/tools/${tool.id}`);
  await expect(page.getByRole("region", { name: "Goes with" }).getByRole("link")).toHaveText([
    /Compact Battery/,
    /Clamp Pads/,
  ]);

  await page.goto(`/dashboard/manageproducts/${tool.id}/accessories`);
  await page.getByRole("button", { name: "Remove Clamp Pads" }).click();
  await expect(page.getByText(texts.accessoryRemoved)).toBeVisible();
  await expect(page.getByRole("link", { name: "Clamp Pads" })).toHaveCount(0);
});

test("an admin puts a tool in a family by part number and takes it out", async ({
  page,
  shopDb,
}) => {
  const tool = await insertTool(shopDb, { name: "Family Clamp" });
  await signIn(page, demoAdmin);
  await page.goto(`/dashboard/manageproducts/${tool.id}/family`);
  await expect(page.getByText("This tool is in no family.")).toBeVisible();
  expect(await scanned(page, "the variants page")).toEqual([]);
  await page.getByLabel("Its part number").fill("FL-NO-SUCH-PART");
  await page.getByRole("button", { name: "Join its family" }).click();
  await expect(page.getByText(texts.noSuchSku("FL-NO-SUCH-PART"))).toBeVisible();
  await page.getByLabel("Family name").fill("Bar clamps");
  await page.getByRole("button", { name: "Start family" }).click();
  await expect(page.getByText(texts.familySaved)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Family: Bar clamps" })).toBeVisible();
  await page.getByRole("button", { name: "Take it out of this family" }).click();
  await expect(page.getByText(texts.familyLeft)).toBeVisible();
  await expect(page.getByText("This tool is in no family.")).toBeVisible();
});
