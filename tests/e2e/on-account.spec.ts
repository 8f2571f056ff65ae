// Pay on account (issue 48), with JavaScript on and off, on a shop of the spec's own whose clock
// the tests move: a buyer places an order on the company's account (no card asked), the shop
// ships it, an admin records the company's payment and the company admin's statement says Paid;
// and an invoice past its due day is Overdue on the statement and reminded once to the admins.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as base } from "./support/test";
import { signIn } from "./support/accounts";
import { scanned } from "./support/a11y-pages";
import { demoAdmin } from "./support/demo";
import { startScratchShop, type ScratchShop } from "./support/scratch-shop";
import { companyWithMembers } from "#tests/fixtures/companies.ts";
import { insertBookAddress } from "#tests/fixtures/addresses.ts";
import { insertCart } from "#tests/fixtures/carts.ts";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { formatDollars } from "#app/utils/money.ts";

/** The spec's own shop (one a worker) and the file its clock is moved through. */
interface AccountShop {
  scratch: ScratchShop;
  clockFile: string;
}
let scratch: ScratchShop;
let clockFile: string;
const test = base.extend<object, { accountShop: AccountShop }>({
  accountShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), "storefront-on-account-"));
      const file = join(dir, "clock-offset-ms");
      writeFileSync(file, "0");
      const shop = await startScratchShop({ SHOP_CLOCK_FILE: file });
      try {
        await provide({ scratch: shop, clockFile: file });
      } finally {
        await shop.dispose();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ accountShop }, provide) => {
    ({ scratch, clockFile } = accountShop);
    await provide(accountShop.scratch.shop.baseUrl);
  },
});

/** A company on net 7 with its admin and a buyer whose cart holds one $120.00 tool. */
async function companyWithCart(terms: "net7" | "net30" = "net30") {
  const { db } = scratch;
  const members = await companyWithMembers(db, { paymentTerms: terms });
  await insertBookAddress(db, members.buyer.id);
  const tool = await insertTool(db, { price: 12_000, minimum_qyt: 1, available_qyt: 50 });
  await insertCart(db, members.buyer.id, [[tool, 1]]);
  return members;
}

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await signIn(page, account);
}

/** The buyer's checkout, placed on account; the order's id from the page it lands on. */
async function placeOnAccount(page: Page, terms: string) {
  await page.goto("/checkout");
  await page.getByRole("radio", { name: new RegExp(`Pay on account \\(${terms}\\)`) }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText(/placed on account: invoice INV-\d{4}-\d{6} is due/)).toBeVisible();
  const id = /\/dashboard\/orders\/([0-9a-f]{24})/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  return id!;
}

const invoiceRow = (page: Page) => page.locator("tr[data-invoice]").first();

test("an order on account ships at once and is paid by a payment an admin records", async ({
  page,
}) => {
  const { company, admin, buyer } = await companyWithCart("net30");
  await signInAs(page, buyer);
  const orderId = await placeOnAccount(page, "net 30");
  // No card asked: the order is Pending (cleared for the shop), on account.
  await expect(page.getByText(/on account: due/)).toBeVisible();
  const order = await scratch.db
    .selectFrom("orders")
    .select(["amount", "invoiceNumber", "paid", "paymentId"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  expect(order).toMatchObject({ paid: 1, paymentId: null });

  await signInAs(page, demoAdmin);
  await page.goto(`/dashboard/manageorders/${orderId}/ship`);
  await page.getByRole("button", { name: "Yes" }).click();
  const statusOf = async () =>
    (
      await scratch.db
        .selectFrom("orders")
        .select("status")
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow()
    ).status;
  await expect.poll(statusOf).toBe("Shipped");

  await page.goto(`/dashboard/receivables/${company.id}`);
  await expect(invoiceRow(page)).toContainText("Open");
  await page.getByLabel("Amount received ($)").fill((order.amount / 100).toFixed(2));
  await page.getByLabel("Reference").fill("BACS 20261129");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(
    page.getByText(`Payment of ${formatDollars(order.amount)} from ${company.name} recorded`),
  ).toBeVisible();
  await expect(invoiceRow(page)).toContainText("Paid");
  expect(await scanned(page, "a company's account")).toEqual([]);

  await signInAs(page, admin);
  await page.goto("/dashboard/statement");
  await expect(page.getByRole("heading", { name: new RegExp(company.name) })).toBeVisible();
  await expect(invoiceRow(page)).toContainText(order.invoiceNumber!);
  await expect(invoiceRow(page)).toContainText("Paid");
  await expect(page.locator('[data-total="Balance"]')).toHaveText("$0.00");
  await expect(page.getByText("BACS 20261129")).toBeVisible();
  expect(await scanned(page, "the statement")).toEqual([]);
  const pdf = await page.request.get("/dashboard/statement.pdf");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("an invoice past its due day is Overdue and reminded to the company's admins once", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { admin, buyer } = await companyWithCart("net7");
  await signInAs(page, buyer);
  const orderId = await placeOnAccount(page, "net 7");
  const reminders = () =>
    scratch.db
      .selectFrom("outbox")
      .select("to")
      .where("kind", "=", "invoice-reminder")
      .where("to", "=", admin.email)
      .execute();
  expect(await reminders()).toEqual([]);

  // Nine days on by the shop's clock: past the due day. The sweep runs every minute.
  writeFileSync(clockFile, String(9 * 24 * 3_600_000));
  try {
    await expect.poll(async () => (await reminders()).length, { timeout: 100_000 }).toBe(1);
    const claimed = await scratch.db
      .selectFrom("invoice_reminders")
      .select("reminder")
      .where("orderId", "=", orderId)
      .execute();
    expect(claimed).toEqual([{ reminder: 0 }]);

    await signInAs(page, admin);
    await page.goto("/dashboard/statement");
    await expect(invoiceRow(page)).toContainText("Overdue");
    await expect(page.locator('[data-total="Overdue"]')).not.toHaveText("$0.00");
    // The next sweeps of the same day send nothing more.
    expect(await reminders()).toHaveLength(1);
  } finally {
    writeFileSync(clockFile, "0");
  }
});
