// Address verification and password reset, end to end: a shop of this worker's own whose mail
// goes to a real SMTP server on loopback; the tests read the mails and follow their links, with
// JavaScript on and off.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { linkIn, startSmtpInbox, type SmtpInbox } from "#tests/support/smtp-inbox.ts";
import { fillLogin } from "./support/accounts";
import { OWN_SHOP_ENV } from "./support/scratch-shop";
import { startShop } from "./support/shop-server";
import { expect, test as base } from "./support/test";

// Sign-ups and password changes hash with scrypt on a shared machine: room to finish.
base.describe.configure({ timeout: 120_000 });

const test = base.extend<object, { mailShop: { baseUrl: string; inbox: SmtpInbox } }>({
  mailShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses
    async ({}, provide) => {
      const inbox = await startSmtpInbox();
      const dir = mkdtempSync(join(tmpdir(), "storefront-account-mail-"));
      const shop = await startShop(join(dir, "shop.db"), { ...OWN_SHOP_ENV, SMTP_URL: inbox.url });
      try {
        await provide({ baseUrl: shop.baseUrl, inbox });
      } finally {
        await shop.stop();
        await inbox.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ mailShop }, provide) => provide(mailShop.baseUrl),
});

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

test("sign-up mails a link that verifies the address once; the profile shows it and can resend", async ({
  page,
  mailShop,
}, testInfo) => {
  const email = `verify-${testInfo.project.name}-${Date.now()}@mail.example`;
  await signUp(page, "Vera Fied", email, "verify-me");
  const [mail] = await mailShop.inbox.waitFor(email, 1);
  expect(mail!.subject).toBe("Confirm your email address — Forgeline Tools");
  expect(mail!.text).toContain("Hello Vera Fied,");
  const link = linkIn(mail!, `${mailShop.baseUrl}/verify-email?token=`);

  await page.goto("/dashboard/myprofile");
  await expect(page.getByText("Email address not verified yet")).toBeVisible();
  // A new link so soon is refused (one a minute), and says so.
  await page.getByRole("button", { name: "Send me a new verification link" }).click();
  await expect(page.getByRole("status")).toContainText("A link was sent less than a minute ago");

  await page.goto(link);
  await expect(page.getByText(`Confirm that ${email} is your address.`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("status")).toContainText("your email address is verified");
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  await expect(page.getByText("Email address verified")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send me a new verification link" })).toHaveCount(
    0,
  );

  // The link works once.
  const again = await page.goto(link);
  expect(again?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used");
  expect(mailShop.inbox.to(email)).toHaveLength(1);
});

test("Forgot password? mails a one-time link that sets a new password and signs out every other device", async ({
  page,
  browser,
  mailShop,
}, testInfo) => {
  const email = `reset-${testInfo.project.name}-${Date.now()}@mail.example`;
  await signUp(page, "Rhea Set", email, "old-secret");
  // Another device, signed in too.
  const other = await browser.newPage({
    baseURL: mailShop.baseUrl,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await other.goto("/login");
  await fillLogin(other, email, "old-secret");
  await expect(other.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  // Signed out before going on: /login sends a visitor still signed in home.
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  const answer =
    "If an account uses that address, we have sent it a link to choose a new password.";
  await expect(page.getByText(answer)).toBeVisible();
  // An address without an account gets the very same page.
  await page.goto("/forgot-password");
  await expect(page.getByText(answer)).toHaveCount(0);
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@mail.example`);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText(answer)).toBeVisible();

  const mails = await mailShop.inbox.waitFor(email, 2);
  const reset = mails.find((mail) => mail.kind === "reset-password")!;
  expect(reset.subject).toBe("Reset your password — Forgeline Tools");
  const link = linkIn(reset, `${mailShop.baseUrl}/reset-password?token=`);
  // Read on a phone, the mail is as wide as the screen: its long link wraps.
  const screen = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(reset.html);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await page.setViewportSize(screen);
  await page.goto(link);
  // The sign-up rules.
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByText("Password Should Be Min 6 and Max 12 Characters").first(),
  ).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("new-secret");
  await page.getByLabel("Confirm new password").fill("new-secret");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password was changed");
  await expect(page).toHaveURL(/\/dashboard\/myprofile$/);
  // The link proved the address, too.
  await expect(page.getByText("Email address verified")).toBeVisible();

  // The other device is signed out.
  await other.goto("/dashboard/myprofile");
  await expect(other).toHaveURL(/\/login\?redirectTo=/);
  await other.close();

  // The link works once; the old password no longer does, the new one does.
  expect((await page.goto(link))?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/login");
  await fillLogin(page, email, "old-secret");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await fillLogin(page, email, "new-secret");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
});
