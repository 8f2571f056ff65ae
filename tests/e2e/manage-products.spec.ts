import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import type { Database } from "#db/connection.ts";
import { newId } from "#db/id.ts";
import { nextRecordNumber } from "#app/models/document-number.server.ts";
import { DEMO_CUSTOMER } from "#db/seed.ts";
import { dashboardNav, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { insertLinesOf } from "#tests/fixtures/orders.ts";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";

const picture = async () => ({
  name: "grinder.png",
  mimeType: "image/png",
  buffer: await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#2563eb" },
  })
    .png()
    .toBuffer(),
});

const notAPicture = {
  name: "grinder.png",
  mimeType: "image/png",
  buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
};

const uniqueName = (testInfo: TestInfo, what: string) =>
  `${what} ${testInfo.project.name} ${newId().slice(-6)}`;

async function fillProduct(
  page: Page,
  values: { name: string; price: string; minimum: string; available: string; description: string },
) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Price (USD)").fill(values.price);
  await page.getByLabel("Minimum order quantity").fill(values.minimum);
  await page.getByLabel("Available quantity").fill(values.available);
  await page.getByLabel("Description").fill(values.description);
}

/** Add Product with a good picture and a bad price: refused, and the picture is kept. */
async function refusedWithPicture(page: Page, name: string) {
  await page.goto("/dashboard/addproduct");
  await fillProduct(page, {
    name,
    price: "12.505",
    minimum: "2",
    available: "30",
    description: "Orbital sander.",
  });
  await page.getByLabel("Image").setInputFiles(await picture());
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Enter a price in dollars, like 18 or 18.50")).toBeVisible();
}

const pictureOf = async (db: Database, name: string) =>
  (await db.selectFrom("tools").select("img").where("name", "=", name).executeTakeFirstOrThrow())
    .img;

function productRow(page: Page, name: string) {
  return page.getByRole("row").filter({ hasText: name });
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demoAdmin);
});

test("an admin adds a product with its picture, and it joins the catalogue", async ({
  page,
  shopDb,
}, testInfo) => {
  const name = uniqueName(testInfo, "Forgeline Bench Grinder");
  await page.goto("/dashboard");
  await dashboardNav(page).getByRole("link", { name: "Add Product" }).click();
  await fillProduct(page, {
    name,
    price: "129",
    minimum: "4",
    available: "120",
    description: "Twin-wheel bench grinder with eye shields and tool rests.",
  });
  await page.getByLabel("Image").setInputFiles(await picture());
  await page.getByRole("button", { name: "Add product" }).click();

  await expect(page).toHaveURL(/\/dashboard\/manageproducts$/);
  await expect(page.getByRole("status")).toContainText("Product Added Successfull");
  const stored = await shopDb
    .selectFrom("tools")
    .selectAll()
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ price: 12900, minimum_qyt: 4, available_qyt: 120 });
  const row = productRow(page, name);
  await expect(row.getByRole("cell")).toHaveText([
    stored.id.slice(-10),
    "",
    // The part number it was given (none typed: the default) under the name.
    `${name}Part no. ${stored.sku}`,
    "Twin-wheel bench gri…",
    "$129.00",
    "4",
    "120",
    /Edit\s*Restock\s*Pictures\s*Prices\s*Delete/,
  ]);

  // First in the catalogue, with the picture the shop stored and serves for good.
  await page.goto("/tools");
  const card = page.getByRole("article").first();
  await expect(card.getByRole("heading")).toHaveText(name);
  const src = await card.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
  expect(src).toBe(stored.img);
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  const { width, height } = await sharp(await served.body()).metadata();
  expect([width, height]).toEqual([800, 600]);
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Our tools" }).getByRole("article").first(),
  ).toContainText(name);
});

test("a file that is not a picture is refused, and nothing is stored", async ({
  page,
  shopDb,
  ownShop,
}, testInfo) => {
  const name = uniqueName(testInfo, "Forgeline Fake Picture Saw");
  const filesBefore = ownShop.storedFiles();
  await page.goto("/dashboard/addproduct");
  await fillProduct(page, {
    name,
    price: "59",
    minimum: "2",
    available: "30",
    description: "Never stored.",
  });
  await page.getByLabel("Image").setInputFiles(notAPicture);
  await page.getByRole("button", { name: "Add product" }).click();

  await expect(page.getByText("Choose a JPEG, PNG or WebP image")).toBeVisible();
  await expect(page.getByLabel("Image")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name")).toHaveValue(name);
  expect(await shopDb.selectFrom("tools").select("id").where("name", "=", name).execute()).toEqual(
    [],
  );
  expect(ownShop.storedFiles()).toEqual(filesBefore);
});

test("missing and inconsistent product fields are pointed out", async ({ page }) => {
  await page.goto("/dashboard/addproduct");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(6);

  await fillProduct(page, {
    name: "Fraction-of-a-cent Saw",
    price: "12.505",
    minimum: "50",
    available: "10",
    description: "Cuts.",
  });
  await page.getByLabel("Image").setInputFiles(await picture());
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Enter a price in dollars, like 18 or 18.50")).toBeVisible();
  await expect(
    page.getByText("The minimum order cannot be more than the quantity in stock"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
});

test("a good picture is kept while other fields are corrected, and stored once", async ({
  page,
  shopDb,
  ownShop,
  javaScriptEnabled,
}, testInfo) => {
  const name = uniqueName(testInfo, "Forgeline Kept Picture Sander");
  const filesBefore = ownShop.storedFiles();
  await refusedWithPicture(page, name);
  if (!javaScriptEnabled) {
    // The page came back from the server: the picture is stored and carried, not lost.
    await expect(page.getByText("Your picture is saved with this form")).toBeVisible();
    await expect(page.getByRole("img", { name: "The file you chose" })).toBeVisible();
    expect(ownShop.storedFiles()).toHaveLength(filesBefore.length + 1);
  }

  await page.getByLabel("Price (USD)").fill("12.50");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText("Product Added Successfull");
  expect(await pictureOf(shopDb, name)).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
  expect(ownShop.storedFiles()).toHaveLength(filesBefore.length + 1);
});

test("a kept picture replaced by another one is not left behind", async ({
  page,
  shopDb,
  ownShop,
}, testInfo) => {
  const name = uniqueName(testInfo, "Forgeline Second Picture Sander");
  const filesBefore = ownShop.storedFiles();
  await refusedWithPicture(page, name);
  await expect(page.getByText("Your picture is saved with this form")).toBeVisible();
  expect(ownShop.storedFiles()).toHaveLength(filesBefore.length + 1);

  // The admin changes their mind about the picture, and fixes the price.
  await page.getByLabel("Image").setInputFiles(await picture());
  await page.getByLabel("Price (USD)").fill("12.50");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText("Product Added Successfull");
  // Only the picture the tool shows is stored: the first one went.
  const img = await pictureOf(shopDb, name);
  expect(ownShop.storedFiles()).toEqual([...filesBefore, img.split("/").pop()!].sort());
});

test("a non-image is flagged together with the other errors; names stop at 120 characters", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/dashboard/addproduct");
  await expect(page.getByText("Up to 120 characters.")).toBeVisible();
  await fillProduct(page, {
    name: "N".repeat(121),
    price: "20",
    minimum: "1",
    available: "5",
    description: "Too long a name.",
  });
  await expect(page.getByLabel("Name")).toHaveValue("N".repeat(121));
  await page.getByLabel("Image").setInputFiles(notAPicture);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("Use at most 120 characters")).toBeVisible();
  // Without JavaScript the server checks everything at once; with it, the name stops the post.
  if (!javaScriptEnabled)
    await expect(page.getByText("Choose a JPEG, PNG or WebP image")).toBeVisible();
});

test("an admin deletes a product after confirming; its orders stay readable", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { name: uniqueName(testInfo, "Retired Rasp") });
  const order = await orderOf(shopDb, tool);
  await page.goto("/dashboard/manageproducts");
  const deleteControl = () =>
    productRow(page, tool.name)
      .getByRole("button", { name: "Delete" })
      .or(productRow(page, tool.name).getByRole("link", { name: "Delete" }));
  const question = `Are You Sure Want To Delete ${tool.name}`;

  await deleteControl().click();
  if (testInfo.project.use.javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "No" }).click();
    await expect(dialog).toBeHidden();
    await deleteControl().click();
    await page.getByRole("dialog", { name: question }).getByRole("button", { name: "Yes" }).click();
  } else {
    await expect(page).toHaveURL(new RegExp(`/dashboard/manageproducts/${tool.id}/delete\\?`));
    await expect(page.getByRole("heading", { name: question })).toBeVisible();
    await page.getByRole("link", { name: "No" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manageproducts#tool-${tool.id}$`));
    await deleteControl().click();
    await page.getByRole("button", { name: "Yes" }).click();
  }

  await expect(page).toHaveURL(/\/dashboard\/manageproducts$/);
  await expect(page.getByRole("status")).toContainText("Product Delete Successfull");
  await expect(productRow(page, tool.name)).toHaveCount(0);
  expect((await page.goto(`/tools/${tool.id}`))?.status()).toBe(404);
  const row = await shopDb
    .selectFrom("tools")
    .select("deletedAt")
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(row.deletedAt).not.toBeNull();
  const kept = await shopDb
    .selectFrom("orders")
    .select(["name", "price", "qyt"])
    .where("id", "=", order.id)
    .executeTakeFirstOrThrow();
  expect(kept).toEqual({ name: tool.name, price: tool.price, qyt: tool.minimum_qyt });
});

test("an admin edits every field of a product, then gives it a new picture", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { name: uniqueName(testInfo, "Old Name Clamp") });
  const renamed = uniqueName(testInfo, "Forgeline Quick Clamp");
  await page.goto("/dashboard/manageproducts");
  await page.getByRole("link", { name: `Edit ${tool.name}` }).click();

  await expect(page.getByRole("heading", { name: `Edit ${tool.name}` })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(tool.name);
  await expect(page.getByLabel("Price (USD)")).toHaveValue("24");
  await expect(page.getByLabel("Available quantity")).toHaveValue("40");
  await fillProduct(page, {
    name: renamed,
    price: "31.75",
    minimum: "8",
    available: "45",
    description: "Now with a one-hand release.",
  });
  await page.getByRole("button", { name: "Save changes" }).click();

  // Back on the list, at the edited row.
  await expect(page).toHaveURL(new RegExp(`/dashboard/manageproducts#tool-${tool.id}$`));
  await expect(page.getByRole("status")).toContainText(`${renamed} was updated`);
  await expect(productRow(page, renamed)).toContainText("$31.75");
  const edited = await shopDb
    .selectFrom("tools")
    .selectAll()
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(edited).toMatchObject({
    name: renamed,
    price: 3175,
    minimum_qyt: 8,
    available_qyt: 45,
    description: "Now with a one-hand release.",
    img: tool.img,
  });

  await page.getByRole("link", { name: `Edit ${renamed}` }).click();
  await page.getByLabel("New image (optional)").setInputFiles(await picture());
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/manageproducts#tool-${tool.id}$`));
  await expect(productRow(page, renamed).getByRole("img")).toHaveAttribute(
    "src",
    /^\/uploads\/[0-9a-f]{24}\.webp$/,
  );
  const replaced = await shopDb
    .selectFrom("tools")
    .select(["img", "name"])
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(replaced).toEqual({ name: renamed, img: expect.stringMatching(/^\/uploads\//) });
});

test("an edit made while orders changed the stock never undoes them", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { name: uniqueName(testInfo, "Busy Clamp") });
  await page.goto(`/dashboard/manageproducts/${tool.id}/edit`);
  await expect(page.getByLabel("Available quantity")).toHaveValue("40");
  // Meanwhile a customer's order reserves 5 of the 40.
  await shopDb.updateTable("tools").set({ available_qyt: 35 }).where("id", "=", tool.id).execute();

  await page.getByLabel("Description").fill("Edited while an order came in.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText(
      "Orders changed the stock to 35 while you were editing. Check the quantity and save again.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Description")).toHaveValue("Edited while an order came in.");
  const untouched = await shopDb
    .selectFrom("tools")
    .select(["available_qyt", "description"])
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(untouched).toEqual({ available_qyt: 35, description: tool.description });

  await page.getByLabel("Available quantity").fill("35");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`${tool.name} was updated`);
  const saved = await shopDb
    .selectFrom("tools")
    .select(["available_qyt", "description"])
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(saved).toEqual({ available_qyt: 35, description: "Edited while an order came in." });
});

test("an admin restocks a product by a whole number of pieces", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb, { name: uniqueName(testInfo, "Restocked Vise") });
  await page.goto("/dashboard/manageproducts");
  await page.getByRole("link", { name: `Restock ${tool.name}` }).click();
  await expect(page.getByText("40 in stock now")).toBeVisible();

  await page.getByLabel("Quantity to add").fill("0");
  await page.getByRole("button", { name: "Restock" }).click();
  await expect(page.getByText("Enter at least 1")).toBeVisible();

  await page.getByLabel("Quantity to add").fill("60");
  await page.getByRole("button", { name: "Restock" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/manageproducts#tool-${tool.id}$`));
  await expect(page.getByRole("status")).toContainText(`${tool.name} restocked: 100 in stock`);
  await expect(productRow(page, tool.name).getByRole("cell").nth(6)).toHaveText("100");
  const stored = await shopDb
    .selectFrom("tools")
    .select("available_qyt")
    .where("id", "=", tool.id)
    .executeTakeFirstOrThrow();
  expect(stored.available_qyt).toBe(100);
});

/** An unpaid order of the demo customer for a tool, as the shop's order form would store it. */
async function orderOf(db: Database, tool: Awaited<ReturnType<typeof insertTool>>) {
  const customer = await db
    .selectFrom("users")
    .select(["id", "email", "displayName"])
    .where("email", "=", DEMO_CUSTOMER.email)
    .executeTakeFirstOrThrow();
  const order = {
    id: newId(),
    number: await db.transaction().execute((trx) => nextRecordNumber(trx, "order")),
    toolId: tool.id,
    userId: customer.id,
    date: new Date().toISOString().slice(0, 10),
    name: tool.name,
    qyt: tool.minimum_qyt,
    customer: customer.displayName,
    email: customer.email,
    address: "214 Foundry Lane, Dayton, OH",
    phone: "+1 937 555 0142",
    price: tool.price,
    amount: tool.price * tool.minimum_qyt,
    subtotal: tool.price * tool.minimum_qyt,
    createdAt: new Date().toISOString(),
  };
  await db.insertInto("orders").values(order).execute();
  await insertLinesOf(db, order.id, [order]);
  return order;
}
