// The shop's JavaScript flows by keyboard alone: every step below is a key press (Tab, Shift+Tab,
// Enter, Escape, typing), never a click. On a shop of this worker's own, since it orders and
// ships. The plain-form versions (no JavaScript) are keyboard.spec.ts's.
import { createCustomer } from "./support/accounts";
import { demoAdmin } from "./support/demo";
import {
  expectFocusRing,
  expectToast,
  signInByKeyboard,
  tabTo,
  typeInto,
} from "./support/keyboard";
import { PAY_BUTTON } from "./support/orders";
import { expect, test } from "./support/own-shop";
import { insertTool } from "#tests/fixtures/catalogue.ts";
import { insertOrder } from "#tests/fixtures/orders.ts";

test("ordering, paying with the sandbox card and cancelling by keyboard", async ({
  page,
  shopDb,
}, testInfo) => {
  // Three flows in one, on a busy machine.
  test.setTimeout(120_000);
  const tool = await insertTool(shopDb, { minimum_qyt: 5, available_qyt: 40 });
  const customer = await createCustomer(testInfo, null, shopDb);
  await signInByKeyboard(page, customer);

  // Order: from the tool's page, through the order form.
  await page.goto(`/tools/${tool.id}`);
  await tabTo(page, page.getByRole("link", { name: "Order now" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/purchase/${tool.id}$`));
  await typeInto(page, page.getByLabel("Delivery address"), "214 Foundry Lane, Dayton, OH");
  await typeInto(page, page.getByLabel("Phone"), "+1 937 555 0142");
  await tabTo(page, page.getByRole("button", { name: "Place order" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
  await expectToast(page, "Order Placed Successfully");

  // Pay with the sandbox card.
  await tabTo(page, page.getByRole("link", { name: `Pay for ${tool.name}` }));
  await page.keyboard.press("Enter");
  await typeInto(page, page.getByLabel("Card number"), "4242 4242 4242 4242");
  await typeInto(page, page.getByLabel("Expiry (MM/YY)"), "12/29");
  await typeInto(page, page.getByLabel("CVC"), "123");
  await tabTo(page, page.getByRole("button", { name: PAY_BUTTON }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Congratulation, Your Payment is Successful");

  // Cancel another order in the dialog: the focus moves in, stays in, and comes back.
  await insertOrder(shopDb, customer, tool);
  await page.goto("/dashboard/myorders");
  const cancel = page.getByRole("button", { name: "Cancel" });
  await tabTo(page, cancel);
  await expectFocusRing(cancel);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  for (let press = 0; press < 4; press++) {
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Shift+Tab");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Yes" }));
  await page.keyboard.press("Enter");
  await expectToast(page, `Your order of 5 × ${tool.name} was cancelled`);
  // A cancelled order is kept, labelled cancelled; the paid one stays open.
  const orders = await shopDb
    .selectFrom("orders")
    .select(["paid", "closed"])
    .where("userId", "=", customer.id)
    .orderBy("paid")
    .execute();
  expect(orders).toEqual([
    { paid: 0, closed: "cancelled" },
    { paid: 1, closed: null },
  ]);
});

test("an admin searches the orders table and ships an order by keyboard", async ({
  page,
  shopDb,
}, testInfo) => {
  const tool = await insertTool(shopDb);
  const customer = await createCustomer(testInfo, null, shopDb);
  const order = await insertOrder(shopDb, customer, tool, { state: "paid" });
  await signInByKeyboard(page, demoAdmin);

  await page.goto("/dashboard/manageorders");
  await typeInto(page, page.getByRole("searchbox"), customer.email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  const ship = page.getByRole("link", { name: /Ship Order/ });
  await expect(ship).toHaveCount(1);
  await tabTo(page, ship);
  await expectFocusRing(ship);
  // Ship Order asks first, on its own page (it names the parcel and takes its tracking): Yes ships.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Are You Sure Want To Ship/ })).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Yes" }));
  await page.keyboard.press("Enter");
  await expectToast(page, "Order Shiffted");
  const stored = await shopDb
    .selectFrom("orders")
    .select("status")
    .where("id", "=", order.id)
    .executeTakeFirstOrThrow();
  expect(stored.status).toBe("Shipped");
});
