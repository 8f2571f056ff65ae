// Companies end to end (issue 48), with JavaScript on and off, on a shop of this worker's own
// whose mail goes to a real SMTP server on loopback: an admin adds a company and makes a customer
// its first company admin; the company admin adds an address to the company's book and invites a
// buyer by email; the invitee signs up through the mailed link and is a member; the buyer checks
// out to the company's address, and the order is the company's.
import { scanned } from "./support/a11y-pages";
import type { Browser, Page } from "@playwright/test";
import { insertAccount } from "#tests/fixtures/accounts.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { linkIn } from "#tests/support/smtp-inbox.ts";
import { signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { test } from "./support/mail-shop";
import { expect } from "./support/test";

// Sign-ups hash with scrypt on a shared machine: room to finish.
test.describe.configure({ timeout: 180_000 });

/** A page of its own browser context (its own cookies), as another person. */
async function personPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return context.newPage();
}

const toast = (page: Page) => page.getByRole("status");

test("an admin's company, its admin's invitation by email, the invitee's sign-up and a checkout to the company's address", async ({
  page,
  browser,
  mailShop,
  javaScriptEnabled,
}, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const companyName = `Harbor Mill ${stamp}`;
  const firstAdmin = await insertAccount(mailShop.db, { label: `first-admin-${stamp}` });

  // The shop's admin adds the company, then makes a customer its first company admin.
  await signIn(page, demoAdmin);
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Companies" })
    .click();
  await expect(page.getByRole("heading", { name: "Companies", level: 1 })).toBeVisible();
  expect(await scanned(page, "companies")).toEqual([]);
  const add = page.getByRole("region", { name: "Add a company" });
  await add.getByLabel("Name").fill(companyName);
  await add.getByLabel("Tax id (optional)").fill("31-4159265");
  await add.getByLabel("Payment terms").selectOption("net30");
  await add.getByLabel("Credit limit (USD)").fill("5000");
  await add.getByRole("button", { name: "Add company" }).click();
  await expect(toast(page)).toContainText(`${companyName} added`);
  await expect(page.getByRole("heading", { name: `Members of ${companyName}` })).toBeVisible();
  expect(await scanned(page, "a company's members")).toEqual([]);
  await page.getByLabel("Customer's email").fill(firstAdmin.email);
  await page.getByRole("button", { name: "Make company admin" }).click();
  await expect(toast(page)).toContainText(`is now a company admin of ${companyName}`);
  await expect(page.getByRole("table", { name: "Members" })).toContainText(firstAdmin.email);
  await page.goto("/dashboard/companies");
  await expect(page.getByRole("row", { name: new RegExp(companyName) })).toContainText("Net 30");

  // The company admin adds the company's receiving dock and invites a buyer.
  const adminPage = await personPage(browser, mailShop.baseUrl, javaScriptEnabled);
  await signIn(adminPage, firstAdmin);
  await adminPage.goto("/dashboard/company");
  await expect(adminPage.getByRole("heading", { name: companyName, level: 1 })).toBeVisible();
  expect(await scanned(adminPage, "my company")).toEqual([]);
  await adminPage.getByRole("link", { name: "Address book" }).click();
  await expect(
    adminPage.getByRole("heading", { name: `${companyName}'s address book` }),
  ).toBeVisible();
  await adminPage.getByLabel("Name", { exact: true }).fill("Receiving dock");
  await adminPage.getByLabel("Street address").fill("88 Canal Street");
  await adminPage.getByLabel("City").fill("Dayton");
  await adminPage.getByLabel("State").selectOption("OH");
  await adminPage.getByLabel("ZIP code").fill("45402");
  await adminPage.getByLabel("Phone").fill("+1 937 555 0142");
  await adminPage.getByRole("button", { name: "Save address" }).click();
  await expect(adminPage.getByRole("list", { name: "Saved addresses" })).toContainText(
    "88 Canal Street",
  );

  const invitee = `invitee-${stamp}@buyers.example`;
  await adminPage.goto("/dashboard/company");
  const invite = adminPage.getByRole("region", { name: "Invite a buyer" });
  await invite.getByLabel("Email").fill(invitee);
  await invite.getByLabel("Role").selectOption("buyer");
  await invite.getByLabel("Spending limit (USD, optional)").fill("1500");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(adminPage)).toContainText(`Invitation mailed to ${invitee}`);

  // The invitee follows the mailed link, signs up through it and is a member.
  const [mail] = await mailShop.inbox.waitFor(invitee, 1);
  expect(mail!.subject).toContain(`to buy for ${companyName}`);
  const link = linkIn(mail!, `${mailShop.baseUrl}/join-company?token=`);
  const buyerPage = await personPage(browser, mailShop.baseUrl, javaScriptEnabled);
  await buyerPage.goto(link);
  await expect(buyerPage.getByRole("heading", { name: `Join ${companyName}` })).toBeVisible();
  expect(await scanned(buyerPage, "joining a company")).toEqual([]);
  const signup = buyerPage.getByRole("region", { name: "New here? Create your account" });
  await expect(signup.getByLabel("Email")).toHaveValue(invitee);
  await signup.getByLabel("Name").fill("Ines Invited");
  await signup.getByLabel("Password", { exact: true }).fill("join-us-1");
  await signup.getByLabel("Confirm password").fill("join-us-1");
  await signup.getByRole("button", { name: "Sign up and join" }).click();
  await expect(toast(buyerPage)).toContainText(`Welcome to ${companyName}`);
  await expect(buyerPage.getByRole("table", { name: "Members" })).toContainText(invitee);
  await expect(buyerPage.getByRole("table", { name: "Members" })).toContainText(
    "$1,500.00 per order",
  );
  // The link works once.
  await buyerPage.goto(link);
  await expect(buyerPage.getByRole("alert")).toContainText("expired or was already used");

  // The buyer checks out to the company's address; the order is the company's.
  const buyer = await mailShop.db
    .selectFrom("users")
    .select(["id", "companyId"])
    .where("email", "=", invitee)
    .executeTakeFirstOrThrow();
  const tool = await insertTool(mailShop.db, {
    price: 2_400,
    minimum_qyt: 1,
    available_qyt: 50,
  });
  await insertCart(mailShop.db, buyer.id, [[tool, 2]]);
  await buyerPage.goto("/checkout");
  await buyerPage.getByRole("radio", { name: /88 Canal Street/ }).check();
  await buyerPage.getByRole("button", { name: "Place order" }).click();
  await expect(toast(buyerPage)).toHaveText(/Order FL-\d+ placed: pay to confirm it/);
  const order = await mailShop.db
    .selectFrom("orders")
    .select(["companyId", "address"])
    .where("userId", "=", buyer.id)
    .executeTakeFirstOrThrow();
  expect(order).toEqual({
    companyId: buyer.companyId,
    address: expect.stringContaining("88 Canal Street"),
  });

  // Its company admin sees it among the company's orders.
  await adminPage.goto("/dashboard/company/orders");
  await expect(adminPage.getByRole("table", { name: "The company's orders" })).toContainText(
    "Ines Invited",
  );
  expect(await scanned(adminPage, "the company's orders")).toEqual([]);
});
