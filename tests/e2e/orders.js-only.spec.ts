// What JavaScript adds to the order form: validation as you type, and the total on blur.
import { expect, test } from "./support/test";
import { createCustomer, signIn } from "./support/accounts";
import { toolForTest } from "./support/orders";

test("the quantity error shows and clears as you type, and the total follows on blur", async ({
  page,
}, testInfo) => {
  const tool = await toolForTest(testInfo, 8);
  await signIn(page, await createCustomer(testInfo));
  await page.goto(`/purchase/${tool.id}`);
  const quantity = page.getByLabel("Quantity (pcs)");
  const submit = page.getByRole("button", { name: "Place order" });
  const total = page.getByTestId("order-total");
  await expect(total).toHaveText("$45.00");

  await quantity.fill("3");
  await expect(page.getByText("Minimum Order Quantity Is 10")).toBeVisible();
  await expect(submit).toBeDisabled();
  await quantity.blur();
  await expect(total).toHaveText("—");

  await quantity.fill("25");
  await expect(page.getByText("Minimum Order Quantity Is 10")).toBeHidden();
  await expect(submit).toBeEnabled();
  await expect(total).toHaveText("—");
  await quantity.blur();
  await expect(total).toHaveText("$112.50");
});
