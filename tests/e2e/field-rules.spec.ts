import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { enquiryForm, sendEnquiry } from "./support/enquiry";
import { demoTool } from "./support/demo";
import { ordersOf } from "./support/orders";
import { deliveryWindow } from "#app/schemas/field-hints.ts";
import { formatDate } from "#app/utils/dates.ts";

const PHONE_RULE =
  "Enter a phone number of 7 to 20 digits (+, spaces, dashes and brackets allowed)";

test("the order form wants a delivery date from today to a year ahead, a phone and an address", async ({
  page,
}, testInfo) => {
  const tool = await demoTool();
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.goto(`/purchase/${tool.id}`);

  // The shop's days: today in New York, its time zone, to the same day next year.
  const { min: today, max: nextYear } = deliveryWindow(new Date(), "America/New_York");
  const date = page.getByLabel("Delivery date");
  await expect(date).toHaveAttribute("min", today);
  await expect(date).toHaveAttribute("max", nextYear);
  await expect(
    page.getByText(
      `The day you want the tools delivered: from today (${formatDate(today)}) to ${formatDate(nextYear)}.`,
    ),
  ).toBeVisible();

  await date.fill("2020-01-01");
  await page.getByLabel("Delivery address").fill("x");
  await page.getByLabel("Phone").fill("1");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Choose today or a later date")).toBeVisible();
  await expect(page.getByText("Enter the full address (at least 5 characters)")).toBeVisible();
  await expect(page.getByText(PHONE_RULE)).toBeVisible();

  await date.fill("2099-01-01");
  await page.getByLabel("Phone").fill("call me maybe");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(
    page.getByText(`Choose a date within a year (by ${formatDate(nextYear)})`),
  ).toBeVisible();
  await expect(page.getByText(PHONE_RULE)).toBeVisible();
  expect(await ordersOf(customer.email)).toEqual([]);
});

test("the order API holds the same rules", async ({ request }, testInfo) => {
  const tool = await demoTool();
  const customer = await createCustomer(testInfo);
  const login = await request.post("/api/login", {
    data: { email: customer.email, password: customer.password },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const refused = await request.post("/api/orders", {
    headers,
    data: { toolId: tool.id, qyt: tool.minimum_qyt, date: "2020-01-01", address: "x", phone: "1" },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fieldErrors).toEqual({
    date: ["Choose today or a later date"],
    address: ["Enter the full address (at least 5 characters)"],
    phone: [PHONE_RULE],
  });
  expect(await ordersOf(customer.email)).toEqual([]);
});

test("an enquiry with a phone that is not a number is refused", async ({ page }, testInfo) => {
  const email = `phone-${testInfo.project.name}-${Date.now()}@enquiry.example`;
  await page.goto("/#enquiry");
  await sendEnquiry(page, {
    name: "Ana Ruiz",
    email,
    company: "Ruiz Supply",
    phone: "call me maybe",
    message: "Four hardware stores in Texas.",
  });
  const form = enquiryForm(page);
  await expect(form.getByText(PHONE_RULE)).toBeVisible();
  await expect(form.getByLabel("Phone (optional)")).toHaveAttribute("aria-invalid", "true");
  const stored = await e2eDatabase()
    .selectFrom("enquiries")
    .select("id")
    .where("email", "=", email)
    .execute();
  expect(stored).toEqual([]);
});
