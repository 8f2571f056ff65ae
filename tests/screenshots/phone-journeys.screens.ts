import { expect, test } from "#tests/e2e/support/test.ts";
import { createCustomer } from "#tests/e2e/support/accounts.ts";
import { shot, signInOnPhone } from "./support";
import { demoAdmin } from "#tests/e2e/support/demo.ts";
import { insertOrder, toolForTest } from "#tests/e2e/support/orders.ts";

test("a customer's journey on a phone without JavaScript", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  await insertOrder(customer, "paid");
  const order = await insertOrder(customer);

  await page.goto("/");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByLabel("Your name")).toBeFocused();
  await shot(page, "phone-enquiry-errors");

  await page.goto("/reviews");
  await shot(page, "phone-reviews");

  await signInOnPhone(page, customer);
  await expect(page.getByTestId("toast")).toContainText("Signed in as");
  await shot(page, "phone-signed-in");
  await page.goto("/dashboard/myorders");
  await shot(page, "phone-my-orders");

  await page.goto(`/dashboard/orders/${order.id}`);
  await shot(page, "phone-order-page");

  await page.goto(`/purchase/${order.toolId}`);
  await page.getByLabel("Delivery address").fill("214 Foundry Lane, Dayton, OH");
  await page.getByLabel("Phone").fill("call me maybe");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByLabel("Phone")).toBeFocused();
  await shot(page, "phone-order-form-error");

  await page.getByLabel("Phone").fill("+1 (937) 555-0142");
  await page.getByRole("button", { name: "One piece more" }).click();
  await expect(page.getByTestId("order-total")).toBeVisible();
  await shot(page, "phone-order-stepper");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  await shot(page, "phone-toast");
});

test("an admin's pages on a phone without JavaScript", async ({ page }, testInfo) => {
  const customer = await createCustomer(testInfo);
  const order = await insertOrder(customer, "paid");
  await signInOnPhone(page, demoAdmin);
  await page.goto("/dashboard/manageorders");
  await shot(page, "phone-manage-orders");
  await page.goto(`/dashboard/orders/${order.id}`);
  await shot(page, "phone-admin-order-page");
  await page.getByRole("link", { name: "Ship Order" }).click();
  await shot(page, "phone-confirm-ship");
  await page.goto("/dashboard/manageproducts");
  await shot(page, "phone-manage-products");
  await page.goto(`/dashboard/manageusers/${customer.id}/delete`);
  await shot(page, "phone-confirm-delete-user");
  await page.goto("/dashboard/addproduct");
  await shot(page, "phone-add-product");
});

test("a trade buyer's cart and checkout on a phone without JavaScript", async ({
  page,
}, testInfo) => {
  const customer = await createCustomer(testInfo);
  const tools = [await toolForTest(testInfo, 1), await toolForTest(testInfo, 2)];
  await signInOnPhone(page, customer);

  for (const [index, tool] of tools.entries()) {
    await page.goto(`/tools/${tool.id}`);
    if (index === 0) await shot(page, "phone-product-page");
    await page.getByLabel(`Quantity of ${tool.name}`).fill(String(tool.minimum_qyt));
    await page.getByRole("button", { name: `Add to cart ${tool.name}` }).click();
    await expect(page.getByRole("status")).toContainText(tool.name);
  }
  await page.goto("/cart");
  await shot(page, "phone-cart");

  await page.goto("/checkout");
  await page.getByLabel("Name", { exact: true }).fill("Sam Ortega");
  await page.getByLabel("Street").fill("9 Canal Street");
  await page.getByLabel("City").fill("Columbus");
  await page.getByLabel("State").selectOption("OH");
  await page.getByLabel("ZIP code").fill("43215");
  await page.getByLabel("Phone").fill("+1 614 555 0199");
  await page.getByLabel("PO number (optional)").fill("PO-4471");
  await shot(page, "phone-checkout");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toContainText("placed: pay to confirm it");
  await shot(page, "phone-payment");
});
