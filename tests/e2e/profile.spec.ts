import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import sharp from "sharp";
import { createCustomer, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";

const profile = {
  Name: "Jordan Forge",
  Education: "Diploma in Mechanical Engineering",
  "Personal phone": "+1 614 555 0101",
  "Personal address": "12 Elm Street, Columbus, OH",
  "Business name": "Forge & Sons Carpentry",
  "Business address": "400 Mill Road, Columbus, OH",
  "Business phone": "+1 614 555 0199",
  "LinkedIn profile": "linkedin.com/in/jordanforge",
  "About you": "Kitchen fitter, twenty years in the trade.",
};

async function fillProfile(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

test("a profile is updated with a new photo", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile");
  await expect(page.getByText("Not set yet").first()).toBeVisible();
  await page.getByRole("link", { name: "Update profile" }).click();

  await fillProfile(page, profile);
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#f97316" },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("Photo (optional)")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save profile" }).click();

  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expect(page.getByRole("status")).toContainText("Profile updated");
  for (const value of Object.values(profile).slice(1))
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  const photo = page.getByRole("img", { name: "Jordan Forge" });
  const src = await photo.getAttribute("src");
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("immutable");
  // Resized for an avatar.
  const { width, height } = await sharp(await served.body()).metadata();
  expect([width, height]).toEqual([256, 256]);
});

test("a profile is updated without a photo, and a missing field keeps what was typed", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile/updateprofile");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(customer.displayName);
  await fillProfile(page, { ...profile, Education: "" });
  await page.getByRole("button", { name: "Save profile" }).click();

  await expect(page.getByText("This field is required")).toHaveCount(1);
  await expect(page.getByLabel("Education")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Business name")).toHaveValue(profile["Business name"]);

  await page.getByLabel("Education").fill("Apprenticeship, joinery");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  const stored = await e2eDatabase()
    .selectFrom("users")
    .selectAll()
    .where("id", "=", customer.id)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({
    displayName: "Jordan Forge",
    education: "Apprenticeship, joinery",
    photoURL: null,
  });
});

test("the company is optional on the profile: saved, shown, and cleared (issue 47)", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile/updateprofile");
  await fillProfile(page, { ...profile, "Company (optional)": "Forge & Sons Ltd" });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  const company = page
    .locator("dl > div")
    .filter({ has: page.getByText("Company", { exact: true }) });
  await expect(company).toContainText("Forge & Sons Ltd");

  // Left empty it is none; the spec's fields are still all required.
  await page.goto("/dashboard/myprofile/updateprofile");
  await expect(page.getByLabel("Company (optional)")).toHaveValue("Forge & Sons Ltd");
  await page.getByLabel("Company (optional)").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expect(company).toContainText("Not set yet");
  const stored = await e2eDatabase()
    .selectFrom("users")
    .select(["company", "businessName"])
    .where("id", "=", customer.id)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ company: null, businessName: profile["Business name"] });
});

test("a file that is not an image is refused and nothing is saved", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto("/dashboard/myprofile/updateprofile");
  await fillProfile(page, profile);
  await page.getByLabel("Photo (optional)").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
  });
  await page.getByRole("button", { name: "Save profile" }).click();

  await expect(page.getByText("Choose a JPEG, PNG or WebP image")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue(profile["Business name"]);
  const stored = await e2eDatabase()
    .selectFrom("users")
    .selectAll()
    .where("id", "=", customer.id)
    .executeTakeFirstOrThrow();
  expect(stored.displayName).toBe(customer.displayName);
});
