// What JavaScript adds on top of the server-rendered pages (run by the js-on project only).
import { expect, test } from "./support/test";

test("a progress bar shows while a client navigation loads", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/tools\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { includeHidden: true });
  await expect(bar).toHaveAttribute("data-state", "idle");

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Tools", exact: true })
    .click();
  await expect(bar).toHaveAttribute("data-state", "loading");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All tools");
  await expect(bar).toHaveAttribute("data-state", "idle");
});

test("validation runs as the visitor leaves a field", async ({ page }) => {
  await page.goto("/#enquiry");
  const form = page.getByRole("form", { name: "Become a distributor" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Company").focus();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill("fixed@example.com");
  await expect(form.getByText("Enter a valid email address")).toBeHidden();
});
