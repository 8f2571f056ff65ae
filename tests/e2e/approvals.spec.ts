// Issue 48's approvals end to end, with JavaScript on and off: a company buyer orders above their
// spending limit; the company's admin reads the mail (a real SMTP server on loopback), follows its
// link and approves (the buyer then pays by card) or declines with a note (the buyer sees the
// order Declined, with the note, and its pieces are back on sale).
import type { Page } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { stockOf, insertTool } from "#tests/fixtures/catalogue.ts";
import { companyWithMembers } from "#tests/fixtures/companies.ts";
import { linkIn } from "#tests/support/smtp-inbox.ts";
import { signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { fillOrder, payWithSandboxCard } from "./support/orders";
import { test, type MailShop } from "./support/mail-shop";
import { expect } from "./support/test";

test.describe.configure({ timeout: 120_000 });

/**
 * A company whose buyer may spend $100.00 an order, and its admin; the buyer, signed in on
 * `page`, orders 5 clamps at $24.00 ($120.00) on the purchase page: it awaits approval.
 */
async function orderAboveTheLimit(page: Page, db: Database) {
  const { admin, buyer } = await companyWithMembers(db, { buyerLimit: 10_000 });
  const tool = await insertTool(db);
  await signIn(page, buyer);
  await page.goto(`/purchase/${tool.id}`);
  await fillOrder(page, {
    qyt: "5",
    address: "88 Canal Street, Dayton, OH",
    phone: "+1 937 555 0142",
  });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Order placed: it awaits your company's approval",
  );
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
  const row = page.getByRole("row", { name: new RegExp(tool.name) });
  await expect(row.getByText("Awaiting approval")).toBeVisible();
  await expect(row.getByRole("link", { name: /^Pay/ })).toHaveCount(0);
  expect(await stockOf(db, tool.id)).toBe(35);
  return { admin, buyer, tool };
}

/** The admin, in a browser of their own, opens the approval page from the mail's link. */
async function adminFromMail(
  page: Page,
  mailShop: Pick<MailShop, "baseUrl" | "inbox">,
  admin: { email: string; password: string },
) {
  const [mail] = await mailShop.inbox.waitFor(admin.email, 1);
  expect(mail!.subject).toMatch(/^Approval needed: FL-\d+, 5 × Test Clamp/);
  expect(mail!.text).toContain("above their spending limit of $100.00");
  const link = linkIn(mail!, `${mailShop.baseUrl}/dashboard/approvals/`);
  // A context of its own (axe scans a page only in one made by newContext).
  const adminContext = await page.context().browser()!.newContext({
    baseURL: mailShop.baseUrl,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled,
  });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto("/dashboard/approvals");
  await expect(adminPage.getByRole("heading", { name: "Approvals", level: 1 })).toBeVisible();
  expect(await scanned(adminPage, "the orders awaiting approval")).toEqual([]);
  await adminPage.goto(link);
  await expect(adminPage.getByRole("heading", { name: /^Approve order FL-\d+$/ })).toBeVisible();
  await expect(adminPage.getByText("Awaiting approval", { exact: true })).toBeVisible();
  expect(await scanned(adminPage, "an order to approve")).toEqual([]);
  return adminPage;
}

test("an order above the buyer's limit is approved by the company's admin, then paid by card", async ({
  page,
  mailShop,
}) => {
  const { admin, buyer } = await orderAboveTheLimit(page, mailShop.db);
  // Not payable yet: the payment page says why.
  await page
    .getByRole("link", { name: /Test Clamp/ })
    .first()
    .click();
  await expect(page.getByText(/This order is above your spending limit/)).toBeVisible();
  const orderUrl = page.url();
  await page.goto(orderUrl.replace("/dashboard/orders/", "/dashboard/payment/"));
  await expect(
    page.getByText(
      "This order awaits your company's approval: it can be paid once an admin approves it.",
    ),
  ).toBeVisible();

  const adminPage = await adminFromMail(page, mailShop, admin);
  // The list of the company's orders awaiting approval has it too.
  await adminPage.getByRole("link", { name: "Approvals" }).first().click();
  await expect(adminPage.getByRole("link", { name: /^Review order FL-\d+$/ })).toHaveCount(1);
  await adminPage.getByRole("link", { name: /^Review order FL-\d+$/ }).click();
  await adminPage.getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByRole("status")).toContainText(
    "approved: its buyer is mailed to pay for it",
  );
  await expect(adminPage.getByText("No order is awaiting approval.")).toBeVisible();
  await adminPage.close();

  const [approved] = await mailShop.inbox
    .waitFor(buyer.email, 2)
    .then((mails) => mails.filter((mail) => mail.kind === "order-approved"));
  const payLink = linkIn(approved!, `${mailShop.baseUrl}/dashboard/payment/`);
  await page.goto(payLink);
  await payWithSandboxCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("status")).toContainText(
    "Congratulation, Your Payment is Successful",
  );
  await page.goto(orderUrl);
  await expect(page.getByText("Pending", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Approved by /)).toBeVisible();
});

test("an order above the buyer's limit is declined with a note: the buyer sees Declined and why", async ({
  page,
  mailShop,
}) => {
  const { admin, buyer, tool } = await orderAboveTheLimit(page, mailShop.db);
  const adminPage = await adminFromMail(page, mailShop, admin);
  // Declining asks for the note first.
  await adminPage.getByRole("button", { name: "Decline" }).click();
  await expect(
    adminPage.getByText("Say why the order is declined: the buyer is mailed this note"),
  ).toBeVisible();
  await adminPage
    .getByLabel("Why it is declined (the buyer is mailed this)")
    .fill("Over this month's budget: order again in June");
  await adminPage.getByRole("button", { name: "Decline" }).click();
  await expect(adminPage.getByRole("status")).toContainText(
    "declined: its buyer is mailed your note",
  );
  await adminPage.close();
  expect(await stockOf(mailShop.db, tool.id)).toBe(40);

  const mails = await mailShop.inbox.waitFor(buyer.email, 2);
  const declined = mails.find((mail) => mail.kind === "order-declined")!;
  expect(declined.text).toContain("Their note: Over this month's budget: order again in June");
  await page.goto("/dashboard/myorders");
  const row = page.getByRole("row", { name: new RegExp(tool.name) });
  await expect(row.getByText("Declined", { exact: true }).first()).toBeVisible();
  await row.getByRole("link", { name: tool.name }).click();
  await expect(page.getByText(/^Declined by /)).toBeVisible();
  await expect(page.getByText("Over this month's budget: order again in June")).toBeVisible();
});
