// Demo mode without SMTP_URL: the shop's mail is written as .eml files beside the database and
// admins read it at /dashboard/outbox, with or without JavaScript.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "./support/test";
import { createCustomer, dashboardNav, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { ordersOf, placeOrder, toolForTest } from "./support/orders";

test("an admin reads an order's mail in the outbox, and the demo folder holds it as an .eml file", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Slot 10 is shared by tests that do not check its stock.
  const tool = await toolForTest(testInfo, 10);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await placeOrder(page, tool.id, String(tool.minimum_qyt));
  const [order] = await ordersOf(customer.email);

  // A customer has no outbox.
  expect((await page.goto("/dashboard/outbox"))?.status()).toBe(403);

  const adminPage = await browser.newPage({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await signIn(adminPage, demoAdmin);
  await adminPage.goto("/dashboard");
  await dashboardNav(adminPage).getByRole("link", { name: "Outbox" }).click();
  await adminPage.getByRole("searchbox").fill(customer.email);
  await adminPage.getByRole("button", { name: "Search", exact: true }).click();
  // The filtered page has arrived (with JavaScript, the address changes once its data is in).
  await expect(adminPage).toHaveURL(/[?&]q=/);
  const subject = `Order placed: ${order!.number}, ${tool.minimum_qyt} × ${tool.name} — Forgeline Tools`;
  await adminPage.getByRole("link", { name: subject }).click();

  const mail = adminPage.getByRole("article", { name: subject });
  await expect(mail).toContainText(customer.email);
  await expect(mail).toContainText(`Hello ${customer.displayName},`);
  const payLink = mail.getByRole("link", { name: `${baseURL}/dashboard/payment/${order!.id}` });
  await expect(payLink).toBeVisible();
  // The sender delivers it within seconds: the page says so, and the file is there.
  await expect(async () => {
    await adminPage.reload();
    await expect(mail).toContainText("Sent ");
  }).toPass({ timeout: 15_000 });
  const row = await e2eDatabase()
    .selectFrom("outbox")
    .selectAll()
    .where("to", "=", customer.email)
    .executeTakeFirstOrThrow();
  const file = join(
    dirname(process.env.E2E_DATABASE_URL!),
    "outbox",
    `${row.createdAt.replace(/[:.]/g, "-")}-${row.id}.eml`,
  );
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, "utf8")).toContain(`Message-ID: <${row.id}@localhost>`);

  // The pay link works for the customer who got it.
  await page.goto(await payLink.getAttribute("href").then((href) => href!));
  await expect(page.getByRole("heading", { name: "Pay for your order" })).toBeVisible();
  await adminPage.close();
});
