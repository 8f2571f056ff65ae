// Shipping from the admin's chair (issue 38): Manage Orders says when, where to and by when;
// Ship Order names the parcel and takes its carrier and tracking number; the customer follows
// the parcel from the order page, My Orders and the mail; every action on a row returns to it.
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { confirmAction } from "./support/confirm";
import { e2eDatabase } from "./support/database";
import { demoAdmin } from "./support/demo";
import { insertOrder, ordersOf } from "./support/orders";
import { formatDate } from "#app/utils/dates.ts";

const NUMBER = "1Z999AA10123456784";
const UPS_PAGE = `https://www.ups.com/track?tracknum=${NUMBER}`;

test("an admin ships with UPS and its number; the customer follows the parcel from the order page, My Orders and the mail", async ({
  page,
  browser,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const order = await insertOrder(customer, "paid");
  await signIn(page, demoAdmin);
  const listed = `/dashboard/manageorders?q=${order.id}`;
  await page.goto(listed);
  const row = page.locator(`#order-${order.id}`);
  // When it was placed, by when it is wanted and where it goes.
  await expect(row).toContainText(/Placed \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
  await expect(row).toContainText(`Wanted by ${formatDate(order.date)}`);
  await expect(row).toContainText(`Ship to ${order.address}`);

  await row.getByRole("link", { name: "Ship Order" }).click();
  await expect(
    page.getByRole("heading", {
      name: `Are You Sure Want To Ship ${order.name}- ${order.qyt} Pcs Order`,
    }),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(`${customer.displayName} (${customer.email})`);
  await expect(main).toContainText(order.address);
  await expect(main).toContainText(`${order.qyt} × ${order.name}`);

  // UPS without its number is a slip: the form says so and nothing ships.
  await page.getByLabel("Carrier (optional)").selectOption("ups");
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Enter the UPS tracking number, or choose no carrier")).toBeVisible();
  expect((await ordersOf(customer.email))[0]?.status).toBe("Pending");

  // The number as the label prints it, in groups.
  await page.getByLabel("Tracking number (optional)").fill("1Z 999 AA1 01 2345 6784");
  await page.getByLabel("Carrier (optional)").selectOption("ups");
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("status")).toContainText("Order Shiffted");
  await expect(page).toHaveURL(`${listed}#order-${order.id}`);
  expect((await ordersOf(customer.email))[0]).toMatchObject({
    status: "Shipped",
    carrier: "ups",
    trackingNumber: NUMBER,
  });
  // Admins see it too.
  await expect(row).toContainText("Completed");
  await expect(row.getByRole("link", { name: `UPS ${NUMBER}` })).toHaveAttribute("href", UPS_PAGE);

  const customerPage = await browser.newPage({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
  });
  await signIn(customerPage, customer);
  await customerPage.goto("/dashboard/myorders");
  const parcel = customerPage
    .locator(`#order-${order.id}`)
    .getByRole("link", { name: `UPS ${NUMBER}` });
  await expect(parcel).toHaveAttribute("href", UPS_PAGE);
  await expect(parcel).toHaveAttribute("rel", "noopener noreferrer");
  await customerPage.goto(`/dashboard/orders/${order.id}`);
  const tracking = customerPage
    .getByRole("definition")
    .getByRole("link", { name: `UPS ${NUMBER}` });
  await expect(tracking).toHaveAttribute("href", UPS_PAGE);
  await expect(tracking).toHaveAttribute("rel", "noopener noreferrer");
  await customerPage.close();

  const mail = await e2eDatabase()
    .selectFrom("outbox")
    .select(["text", "html"])
    .where("to", "=", customer.email)
    .where("kind", "=", "order-shipped")
    .executeTakeFirstOrThrow();
  expect(mail.text).toContain(`with UPS ${NUMBER}.`);
  expect(mail.text).toContain(`Tracking: UPS ${NUMBER} (${UPS_PAGE})`);
  expect(mail.html).toContain(`<a href="${UPS_PAGE}">UPS ${NUMBER}</a>`);
});

test("on a phone, Ship Order and Cancel return to the row they were done on", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(testInfo);
  // Twelve orders, newest first in the list: odd ones paid, even ones unpaid.
  const orders = [];
  for (let index = 0; index < 12; index += 1)
    orders.push(await insertOrder(customer, index % 2 ? "paid" : "unpaid"));
  await signIn(page, demoAdmin);
  const listed = `/dashboard/manageorders?q=${encodeURIComponent(customer.email)}`;
  await page.goto(listed);

  // The ninth card down: far below the first screen.
  const unpaid = orders[2]!;
  const unpaidRow = page.locator(`#order-${unpaid.id}`);
  await expect(unpaidRow).not.toBeInViewport();
  await confirmAction(
    page,
    unpaidRow,
    "Cancel",
    `Are You Sure Want To Cancel ${unpaid.name}- ${unpaid.qyt} Pcs Order`,
  );
  await expect(page.getByRole("status")).toContainText("was cancelled");
  await expect(page).toHaveURL(`${listed}#order-${unpaid.id}`);
  await expect(unpaidRow).toContainText("Cancelled");
  await expect(unpaidRow).toBeInViewport({ ratio: 1 });

  // The second card, from far down the page: the list opens at it, not at its top.
  const paid = orders[9]!;
  const paidRow = page.locator(`#order-${paid.id}`);
  await expect(paidRow).not.toBeInViewport();
  await paidRow.getByRole("link", { name: "Ship Order" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("status")).toContainText("Order Shiffted");
  await expect(page).toHaveURL(`${listed}#order-${paid.id}`);
  await expect(paidRow).toContainText("Completed");
  await expect(paidRow).toBeInViewport({ ratio: 1 });
});
