import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import { confirmAction } from "./support/confirm";
import { insertOrder, ordersOf } from "./support/orders";
import { formatDate } from "#app/utils/dates.ts";

test("the customer opens an order from My Orders and sees where and when it ships", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const order = await insertOrder(customer);
  await signIn(page, customer);
  await page.goto("/dashboard/myorders");
  await page.getByRole("row").getByRole("link", { name: order.name, exact: true }).click();

  await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
  // Named by its number, the one a customer reads out on the phone.
  await expect(page).toHaveTitle(`Order ${order.number} — Forgeline Tools`);
  await expect(page.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByText(order.name, { exact: true }).first()).toBeVisible();
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: order.address })).toBeVisible();
  await expect(facts.filter({ hasText: order.phone })).toBeVisible();
  await expect(facts.filter({ hasText: formatDate(order.date) })).toBeVisible();
  // Its one line: the tool, the quantity, the price per piece and the amount.
  await expect(
    page.getByRole("table", { name: "What was ordered" }).getByRole("row", { name: order.name }),
  ).toContainText(String(order.qyt));
  await expect(facts.filter({ hasText: order.id })).toBeVisible();
  await expect(facts.filter({ hasText: "Not Paid, since" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay", exact: true })).toHaveAttribute(
    "href",
    `/dashboard/payment/${order.id}`,
  );
  await expect(
    page.getByRole("button", { name: "Cancel" }).or(page.getByRole("link", { name: "Cancel" })),
  ).toBeVisible();
});

test("an admin sees the shipping facts, ships the order and sees when its status changed", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const order = await insertOrder(customer, "paid");
  await signIn(page, demoAdmin);
  await page.goto("/dashboard/manageorders");
  const row = page.getByRole("row").filter({ hasText: order.id.slice(-10) });
  // Payment and Status say different things: the payment is Paid, shipping is still to do.
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByText("Completed")).toHaveCount(0);
  await row.getByRole("link", { name: order.name, exact: true }).click();

  await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: order.address })).toBeVisible();
  await expect(facts.filter({ hasText: order.phone })).toBeVisible();
  await expect(facts.filter({ hasText: `Paid, payment id ${order.paymentId}` })).toBeVisible();
  await expect(facts.filter({ hasText: "Pending, since" })).toBeVisible();
  // Ship Order asks first, then comes back to the order's page.
  await confirmAction(
    page,
    page.getByRole("main"),
    "Ship Order",
    `Are You Sure Want To Ship ${order.name}- ${order.qyt} Pcs Order`,
  );

  await expect(page).toHaveURL(`/dashboard/orders/${order.id}`);
  await expect(page.getByRole("status")).toContainText("Order Shiffted");
  await expect(facts.filter({ hasText: "Completed, since" })).toBeVisible();
  await expect(
    page
      .getByRole("button", { name: "Ship Order" })
      .or(page.getByRole("link", { name: "Ship Order" })),
  ).toHaveCount(0);
  const [shipped] = await ordersOf(customer.email);
  expect(shipped?.status).toBe("Shipped");
  expect(shipped!.statusChangedAt! > order.statusChangedAt!).toBe(true);
});

test("anyone but the order's customer and admins gets a 404, and cannot ship it", async ({
  page,
}, testInfo) => {
  const owner = await createCustomer(testInfo);
  const order = await insertOrder(owner, "paid");
  const intruder = await createCustomer(testInfo);
  await signIn(page, intruder);

  const response = await page.goto(`/dashboard/orders/${order.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText(order.address)).toHaveCount(0);
  expect((await page.goto("/dashboard/orders/no-such-order"))?.status()).toBe(404);
  const ship = `/dashboard/manageorders/${order.id}/ship`;
  expect((await page.request.post(ship, { form: {} })).status()).toBe(403);
  const [untouched] = await ordersOf(owner.email);
  expect(untouched?.status).toBe("Pending");
});
