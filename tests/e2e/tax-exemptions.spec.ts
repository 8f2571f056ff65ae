// Tax exemption (issue 48), JavaScript on and off, in this worker's own shop: a company admin
// uploads a resale certificate (a wrong file is refused beside its field), a shop admin finds it
// on the overview and verifies it, and the company's buyer checks out to Ohio with no sales tax,
// the certificate named in the totals, on the order and in the invoice PDF's text. A rejection's
// note reaches the company admin's page.
import { scanned } from "./support/a11y-pages";
import { readFile } from "node:fs/promises";
import type { Browser, Download, Page } from "@playwright/test";
import type { Database } from "#db/connection.ts";
import { exemptionTexts } from "#app/messages.ts";
import { addDays } from "#app/utils/dates.ts";
import { insertBookAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { insertCompany, insertMember, TINY_PDF } from "#tests/fixtures/companies.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { payWithSandboxCard } from "./support/orders";
import { expect, test } from "./support/own-shop";

/** A company with its admin (signed in on `page`) and a buyer with an Ohio address and a $100.00 cart. */
async function companyOf(page: Page, db: Database, label: string) {
  const company = await insertCompany(db);
  const admin = await insertMember(db, company, { companyRole: "admin", label });
  const buyer = await insertMember(db, company, { label });
  await insertBookAddress(db, buyer.id);
  const tool = await insertTool(db, { price: 10_000, minimum_qyt: 1, available_qyt: 10 });
  await insertCart(db, buyer.id, [[tool, 1]]);
  await signIn(page, admin);
  return { company, admin, buyer };
}

/** A page of its own for someone else (the shop admin, the buyer), in the test's JS mode. */
async function pageFor(browser: Browser, javaScriptEnabled: boolean, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  return context.newPage();
}

async function uploadCertificate(
  page: Page,
  number: string,
  file: { name: string; buffer: Buffer },
) {
  await page.getByLabel("State").selectOption("OH");
  await page.getByLabel("Certificate number").fill(number);
  await page.getByLabel("Expires on").fill(addDays(new Date().toISOString().slice(0, 10), 365));
  await page.getByLabel("Certificate file").setInputFiles({ ...file, mimeType: "application/pdf" });
  await page.getByRole("button", { name: "Upload certificate" }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("a company admin uploads a certificate, a shop admin verifies it, and the buyer's order to Ohio has no tax, its invoice naming it", async ({
  page,
  browser,
  shopDb,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const { company, buyer } = await companyOf(page, shopDb, testInfo.project.name);
  const number = `OH-RC-${testInfo.project.name.toUpperCase()}-${company.id.slice(-5)}`;

  // The company admin's own tab leads to the page.
  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Tax Exemptions" })
    .click();
  await expect(page.getByRole("heading", { name: "Tax exemptions", level: 1 })).toBeVisible();
  await expect(page.getByText("No certificates uploaded yet.")).toBeVisible();
  expect(await scanned(page, "a company's tax exemptions")).toEqual([]);

  // A text file named like a PDF is refused beside its field; nothing is stored.
  await uploadCertificate(page, number, { name: "resale.pdf", buffer: Buffer.from("not a PDF") });
  await expect(page.getByText(exemptionTexts.wrongType)).toBeVisible();
  await expect(page.getByLabel("Certificate file")).toHaveAttribute("aria-invalid", "true");
  expect(
    await shopDb
      .selectFrom("tax_exemptions")
      .select("id")
      .where("companyId", "=", company.id)
      .execute(),
  ).toEqual([]);

  await uploadCertificate(page, number, { name: "resale.pdf", buffer: Buffer.from(TINY_PDF) });
  await expect(page.getByRole("status")).toContainText(exemptionTexts.uploaded);
  await expect(rowOf(page, number)).toContainText("Awaiting review");

  // The shop admin: the overview counts it and leads to the review.
  const admin = await pageFor(browser, javaScriptEnabled, baseURL!);
  await signIn(admin, demoAdmin);
  await admin.goto("/dashboard");
  const panel = admin.getByRole("region", { name: "Certificates awaiting review" });
  await expect(panel.getByTestId("certificates-awaiting")).not.toHaveText("0");
  await panel.getByRole("link", { name: "Review tax exemptions" }).click();
  await expect(admin).toHaveURL(/\/dashboard\/tax-exemptions$/);
  expect(await scanned(admin, "the certificates to review")).toEqual([]);
  await rowOf(admin, company.name).getByRole("link", { name: "Review" }).click();
  await expect(admin.getByRole("heading", { name: "Review a resale certificate" })).toBeVisible();
  expect(await scanned(admin, "a certificate to review")).toEqual([]);
  await expect(admin.getByText(number)).toBeVisible();
  // The file downloads as it was uploaded.
  const [saved] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "resale.pdf" }).click(),
  ]);
  expect((await readFile(await (saved as Download).path())).toString()).toBe(TINY_PDF);
  await admin.getByLabel(/^Note/).fill("Matches the state's register");
  await admin.getByRole("button", { name: "Verify" }).click();
  await expect(admin.getByRole("status")).toContainText(exemptionTexts.verified);
  await expect(rowOf(admin, company.name)).toContainText("Verified");
  await admin.context().close();

  await page.reload();
  await expect(rowOf(page, number)).toContainText("Verified");
  await expect(rowOf(page, number)).toContainText("Matches the state's register");

  // The buyer's checkout to Ohio: no tax, the certificate named as placing will charge it.
  const buyerPage = await pageFor(browser, javaScriptEnabled, baseURL!);
  await signIn(buyerPage, buyer);
  await buyerPage.goto("/checkout");
  const exempt = exemptionTexts.exemptLine(number, "OH");
  const taxRow = buyerPage.locator("#checkout-totals dl > div").filter({ hasText: exempt });
  await expect(taxRow).toContainText("$0.00");
  await expect(buyerPage.locator("#checkout-totals")).toContainText("$115.00");
  await buyerPage.getByRole("button", { name: "Place order" }).click();
  await expect(buyerPage).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  const order = await shopDb
    .selectFrom("orders")
    .selectAll()
    .where("userId", "=", buyer.id)
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({
    tax: 0,
    amount: 11_500,
    taxExemptNumber: number,
    taxExemptState: "OH",
  });
  await expect(buyerPage.getByText(exempt)).toBeVisible();

  await payWithSandboxCard(buyerPage, "4242 4242 4242 4242");
  await expect(
    buyerPage.getByText("Congratulation, Your Payment is Successful").first(),
  ).toBeVisible();
  await buyerPage.goto(`/dashboard/orders/${order.id}`);
  await expect(buyerPage.getByText(exempt)).toBeVisible();
  const [invoice] = await Promise.all([
    buyerPage.waitForEvent("download"),
    buyerPage.getByRole("link", { name: "Download invoice (PDF)" }).click(),
  ]);
  const text = (await pdfText(await readFile(await (invoice as Download).path()))).replace(
    /\s+/g,
    " ",
  );
  expect(text).toContain(exempt);
  await buyerPage.context().close();
});

test("a shop admin rejects a certificate with a note, which the company admin reads", async ({
  page,
  browser,
  shopDb,
  javaScriptEnabled,
  baseURL,
}, testInfo) => {
  const { company } = await companyOf(page, shopDb, testInfo.project.name);
  const number = `OH-NO-${company.id.slice(-6)}`;
  await page.goto("/dashboard/company/tax-exemptions");
  await uploadCertificate(page, number, { name: "scan.pdf", buffer: Buffer.from(TINY_PDF) });
  await expect(rowOf(page, number)).toContainText("Awaiting review");

  const admin = await pageFor(browser, javaScriptEnabled, baseURL!);
  await signIn(admin, demoAdmin);
  await admin.goto("/dashboard/tax-exemptions");
  await rowOf(admin, company.name).getByRole("link", { name: "Review" }).click();
  // Rejecting asks why first.
  await admin.getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByText(exemptionTexts.noteRequired)).toBeVisible();
  await admin.getByLabel(/^Note/).fill("The certificate is not signed");
  await admin.getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByRole("status")).toContainText(exemptionTexts.rejected);
  await admin.context().close();

  await page.reload();
  await expect(rowOf(page, number)).toContainText("Rejected");
  await expect(rowOf(page, number)).toContainText("The certificate is not signed");
});
