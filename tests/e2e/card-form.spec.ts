// The sandbox's card form tells the truth (issue 47), with JavaScript on and off: the Pay button
// says the amount, a wrong expiry gets one message (1229 is "Use MM/YY", not also "Your card
// has expired."), and what was typed, the CVC included, stays after an error in another field.
import { formatDollars } from "#app/utils/money.ts";
import { insertOrderOfLines } from "#tests/fixtures/orders.ts";
import { createCustomer, signIn } from "./support/accounts";
import { e2eDatabase } from "./support/database";
import { demoTool } from "./support/demo";
import { expect, test } from "./support/test";

test("Pay says the amount, a wrong expiry is one message, and the CVC stays until it is paid", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  // Over a thousand dollars, so the amount is written with its thousands' comma.
  const tool = await demoTool();
  const order = await insertOrderOfLines(e2eDatabase(), customer, [
    { tool, qyt: Math.ceil(100_000 / tool.price) + tool.minimum_qyt },
  ]);
  await signIn(page, customer);
  await page.goto(`/dashboard/payment/${order.id}`);
  const pay = page.getByRole("button", { name: `Pay ${formatDollars(order.amount)}`, exact: true });
  await expect(pay).toHaveText(/^Pay \$\d{1,3}(,\d{3})+\.\d\d$/);

  const expiry = page.getByLabel("Expiry (MM/YY)");
  const cvc = page.getByLabel("CVC");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expiry.fill("1229");
  await cvc.fill("123");
  await pay.click();
  const expiryErrors = page.locator(`[id="${await expiry.getAttribute("id")}-error"] li`);
  await expect(expiryErrors).toHaveText(["Use MM/YY"]);
  await expect(page.getByText("Your card has expired.")).toHaveCount(0);
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveValue("1229");
  await expect(cvc).toHaveValue("123");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");

  // Written MM/YY but past: that alone, and the CVC still there.
  await expiry.fill("01/20");
  await pay.click();
  await expect(expiryErrors).toHaveText(["Your card has expired."]);
  await expect(page.getByText("Use MM/YY")).toHaveCount(0);
  await expect(cvc).toHaveValue("123");

  // The CVC need not be typed again: the card pays as it stands.
  await expiry.fill("12/49");
  await pay.click();
  await expect(page.getByText("Congratulation, Your Payment is Successful").first()).toBeVisible();
  const paid = await e2eDatabase()
    .selectFrom("orders")
    .select(["paid", "status"])
    .where("id", "=", order.id)
    .executeTakeFirstOrThrow();
  expect(paid).toEqual({ paid: 1, status: "Pending" });
});

test("a declined card keeps the CVC and says so once, under the card number", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const tool = await demoTool();
  const order = await insertOrderOfLines(e2eDatabase(), customer, [
    { tool, qyt: tool.minimum_qyt },
  ]);
  await signIn(page, customer);
  await page.goto(`/dashboard/payment/${order.id}`);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/49");
  await page.getByLabel("CVC").fill("4321");
  await page.getByRole("button", { name: `Pay ${formatDollars(order.amount)}` }).click();
  await expect(page.getByText("Your card was declined.")).toHaveCount(1);
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("CVC")).toHaveValue("4321");
  await expect(page.getByLabel("CVC")).not.toHaveAttribute("aria-invalid", "true");
});
