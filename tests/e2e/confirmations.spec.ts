import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { demoAdmin } from "./support/demo";
import { insertOrder, ordersOf } from "./support/orders";

test("Ship Order asks first, and returns to Manage Orders as it was filtered, at the row", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const order = await insertOrder(customer, "paid");
  const question = `Are You Sure Want To Ship ${order.name}- ${order.qyt} Pcs Order`;
  await signIn(page, demoAdmin);
  const filtered = `/dashboard/manageorders?q=${order.id}&state=paid`;
  await page.goto(filtered);
  const row = () => page.getByRole("row").filter({ hasText: order.id.slice(-10) });

  const atRow = `${filtered}#order-${order.id}`;
  // No leaves the order as it was, on the same filtered list, at its row.
  await row()
    .getByRole("button", { name: "Ship Order" })
    .or(row().getByRole("link", { name: "Ship Order" }))
    .click();
  const asked = page
    .getByRole("dialog", { name: question })
    .or(page.getByRole("heading", { name: question }));
  await expect(asked).toBeVisible();
  await page
    .getByRole("button", { name: "No" })
    .or(page.getByRole("link", { name: "No" }))
    .click();
  await expect(asked).toBeHidden();
  await expect(page).toHaveURL(atRow);
  expect((await ordersOf(customer.email))[0]?.status).toBe("Pending");

  await confirmAction(page, row(), "Ship Order", question);
  await expect(page.getByRole("status")).toContainText("Order Shiffted");
  await expect(page).toHaveURL(atRow);
  expect((await ordersOf(customer.email))[0]?.status).toBe("Shipped");
});

test("a confirmation returns only to its own list, never elsewhere", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  const order = await insertOrder(customer, "paid");
  await signIn(page, demoAdmin);
  await page.goto(
    `/dashboard/manageorders/${order.id}/ship?back=${encodeURIComponent("//evil.example/x")}`,
  );
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/manageorders#order-${order.id}$`));
  await expect(page.getByRole("status")).toContainText("Order Shiffted");
});
