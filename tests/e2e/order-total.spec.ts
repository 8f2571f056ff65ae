// The order form's unit price, total and quantity stepper: plain form buttons without
// JavaScript (the page comes back with the quantity stepped and the total), in place with it.
import { expect, test } from "./support/test";
import { orderPageOnPhone, ordersOf } from "./support/orders";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("the stepper and the total work with and without JavaScript, and keep what was typed", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // This tool's stock is never asserted by the specs that share it (they check the form only).
  const { tool, customer } = await orderPageOnPhone(page, testInfo, 1);
  await expect(page.getByText(`Unit price: ${dollars(tool.price)} per piece.`)).toBeVisible();

  const quantity = page.getByLabel("Quantity (pcs)");
  const address = page.getByLabel("Delivery address");
  await address.fill("214 Foundry Lane, Dayton, OH");
  await quantity.fill(String(tool.minimum_qyt + 2));
  await page.getByRole("button", { name: "One piece more" }).click();
  await expect(quantity).toHaveValue(String(tool.minimum_qyt + 3));
  await expect(page.getByTestId("order-total")).toHaveText(
    dollars((tool.minimum_qyt + 3) * tool.price),
  );
  // What was typed elsewhere stays, and on a phone the quantity is in view again.
  await expect(address).toHaveValue("214 Foundry Lane, Dayton, OH");
  await expect(quantity).toBeInViewport();

  // Never below the minimum: from too few, one step lands on the minimum and clears the error.
  await quantity.fill("1");
  if (javaScriptEnabled)
    await expect(page.getByText(`Minimum Order Quantity Is ${tool.minimum_qyt}`)).toBeVisible();
  await page.getByRole("button", { name: "One piece less" }).click();
  await expect(quantity).toHaveValue(String(tool.minimum_qyt));
  await expect(page.getByText(`Minimum Order Quantity Is ${tool.minimum_qyt}`)).toHaveCount(0);
  await expect(page.getByTestId("order-total")).toHaveText(dollars(tool.minimum_qyt * tool.price));

  if (!javaScriptEnabled) {
    // Check total: the total for what is typed, with nothing else judged yet.
    await quantity.fill(String(tool.minimum_qyt + 5));
    await page.getByRole("button", { name: "Check total" }).click();
    await expect(page.getByText(`Total for ${tool.minimum_qyt + 5} pcs:`)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(
      dollars((tool.minimum_qyt + 5) * tool.price),
    );
    await expect(quantity).toHaveValue(String(tool.minimum_qyt + 5));
    await expect(page.getByText("This field is required")).toHaveCount(0);
    // A quantity out of bounds gets its message instead of a total.
    await quantity.fill(String(tool.available_qyt + 1));
    await page.getByRole("button", { name: "Check total" }).click();
    await expect(page.getByText("You Can Not Order More Than Stock")).toBeVisible();
    await quantity.fill(String(tool.minimum_qyt + 5));
  } else {
    await expect(page.getByRole("button", { name: "Check total" })).toHaveCount(0);
    await quantity.fill(String(tool.minimum_qyt + 5));
  }

  // Enter in a field places the order (it does not press the stepper).
  await page.getByLabel("Phone").fill("+1 937 555 0142");
  await page.getByLabel("Phone").press("Enter");
  await expect(page.getByRole("status")).toContainText("Order Placed Successfully");
  const [order] = await ordersOf(customer.email);
  expect(order).toMatchObject({
    qyt: tool.minimum_qyt + 5,
    amount: (tool.minimum_qyt + 5) * tool.price,
    address: "214 Foundry Lane, Dayton, OH",
  });
});
