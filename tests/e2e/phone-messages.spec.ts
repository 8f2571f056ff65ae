import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { enquiryForm, sendEnquiry } from "./support/enquiry";
import { orderPageOnPhone } from "./support/orders";

// Messages on a phone: with JavaScript off (and on), at 390 px.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

async function sendGoodEnquiry(page: Page, tag: string) {
  await page.goto("/");
  await sendEnquiry(page, {
    name: "Lee Park",
    email: `lee-${tag}-${Date.now()}@park.example`,
    company: "Park Hardware",
    message: "Two stores in Oregon, mostly hand tools.",
  });
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a toast leaves the Menu button free and is gone within 6 seconds", async ({
  page,
}, testInfo) => {
  await sendGoodEnquiry(page, testInfo.project.name);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Thank you for your enquiry");

  const menu = page.getByText("Menu", { exact: true });
  expect(overlaps((await toast.boundingBox())!, (await menu.boundingBox())!)).toBe(false);
  await menu.click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tools" }).last(),
  ).toBeVisible();

  // Timed by CSS alone (no script): shown for 5 seconds, then hidden. A bounded wait, no timing.
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test("a toast stays while the pointer rests on it or the keyboard is on its close control", async ({
  page,
}, testInfo) => {
  await sendGoodEnquiry(page, `${testInfo.project.name}-stay`);
  const toast = page.getByTestId("toast");
  const timer = () => toast.evaluate((element) => getComputedStyle(element).animationPlayState);
  await page.mouse.move(0, 0);
  expect(await timer()).toBe("running");
  await toast.hover();
  expect(await timer()).toBe("paused");
  await page.mouse.move(0, 0);
  expect(await timer()).toBe("running");
  await toast.getByRole("checkbox").focus();
  expect(await timer()).toBe("paused");
});

test("a toast closes on a tap, without script", async ({ page }, testInfo) => {
  await sendGoodEnquiry(page, `${testInfo.project.name}-tap`);
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await toast.getByText("×").click();
  await expect(toast).toBeHidden({ timeout: 1_000 });
});

test("a refused enquiry brings the visitor to the form and its first error", async ({ page }) => {
  await page.goto("/");
  const form = enquiryForm(page);
  await form.getByLabel("Your name").fill("Lee Park");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  const firstError = form.getByText("This field is required").first();
  await expect(firstError).toBeInViewport();
  await expect(form.getByLabel("Your name")).toHaveValue("Lee Park");
});

test("a refused order brings the customer to the form and its first error", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await orderPageOnPhone(page, testInfo, 1);
  await page.getByLabel("Delivery address").fill("214 Foundry Lane, Dayton, OH");
  await page.getByLabel("Phone").fill("call me maybe");
  await page.getByRole("button", { name: "Place order" }).click();
  const error = page.getByText("Enter a phone number of 7 to 20 digits");
  await expect(error).toBeInViewport();
  if (javaScriptEnabled) await expect(page.getByLabel("Phone")).toBeFocused();
});
