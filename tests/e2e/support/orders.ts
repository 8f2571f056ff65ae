import type { Database } from "#db/connection.ts";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { createCustomer, signIn } from "./accounts";
import { e2eDatabase } from "./database";
import { demoTool, FILLER_TOOL_COUNT, fillerToolName } from "./demo";
import { stockOf as stockIn } from "#tests/fixtures/catalogue.ts";
import {
  insertOrder as insertOrderInto,
  insertOrderOfLines as insertOrderOfLinesInto,
} from "#tests/fixtures/orders.ts";

/** A filler tool owned by one test of one project (slots 1..10 per project). */
export async function toolForTest(testInfo: TestInfo, slot: number) {
  const half = FILLER_TOOL_COUNT / 2;
  if (slot < 1 || slot > half) throw new Error(`slot must be 1..${half}`);
  const index = slot + (testInfo.project.name === "js-off" ? half : 0);
  return e2eDatabase()
    .selectFrom("tools")
    .selectAll()
    .where("name", "=", fillerToolName(index))
    .executeTakeFirstOrThrow();
}

/** A new customer, signed in on a phone-sized screen, on the order page of the test's tool `slot`. */
export async function orderPageOnPhone(page: Page, testInfo: TestInfo, slot: number) {
  const tool = await toolForTest(testInfo, slot);
  const customer = await createCustomer(testInfo);
  await signIn(page, customer);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/purchase/${tool.id}`);
  return { tool, customer };
}

/** A tool's stock in the shared shop's database, or in a test's own shop's (`db`). */
export const stockOf = (toolId: string, db: Database = e2eDatabase()) => stockIn(db, toolId);

/** The cents an order of a test's own shop (`db`) has refunded so far. */
export async function refundedOf(db: Database, orderId: string) {
  const order = await db
    .selectFrom("orders")
    .select("refunded")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return order.refunded;
}

export async function ordersOf(email: string) {
  return e2eDatabase().selectFrom("orders").selectAll().where("email", "=", email).execute();
}

export async function fillOrder(
  page: Page,
  values: { qyt?: string; address?: string; phone?: string },
) {
  if (values.qyt !== undefined) await page.getByLabel("Quantity (pcs)").fill(values.qyt);
  if (values.address !== undefined) await page.getByLabel("Delivery address").fill(values.address);
  if (values.phone !== undefined) await page.getByLabel("Phone").fill(values.phone);
}

/** Orders through the purchase page and lands on My Orders. */
export async function placeOrder(page: Page, toolId: string, qyt: string) {
  await page.goto(`/purchase/${toolId}`);
  await fillOrder(page, { qyt, address: "214 Foundry Lane, Dayton, OH", phone: "+1 937 555 0142" });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toContainText("Order Placed Successfully");
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
}

/** The payment page's Pay button, which says the amount ("Pay $1,578.85"). */
export const PAY_BUTTON = /^Pay \$[\d,]+\.\d\d$/;

export async function payWithSandboxCard(page: Page, cardNumber: string, expiry = "12/29") {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill(expiry);
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: PAY_BUTTON }).click();
}

/**
 * An order of the newest demo tool at its minimum quantity, written straight into the shared
 * shop's database (tests/fixtures/orders.ts; the order form has its own tests), unpaid or paid
 * and waiting to ship. It reserves no stock: the pages that show it read the order.
 */
export async function insertOrder(
  customer: { id: string; email: string; displayName: string },
  state: "unpaid" | "paid" = "unpaid",
) {
  const tool = await demoTool();
  return insertOrderInto(e2eDatabase(), customer, tool, { qyt: tool.minimum_qyt, state });
}

/**
 * An order of three demo tools (2, 4 and 1 pieces) with $15.00 shipping, $8.05 tax and a
 * purchase-order reference, written straight into the shared shop's database like `insertOrder`.
 */
export async function insertOrderOfThreeTools(
  customer: { id: string; email: string; displayName: string },
  state: "unpaid" | "paid" = "unpaid",
) {
  const tools = await e2eDatabase()
    .selectFrom("tools")
    .select(["id", "name", "price", "sku"])
    .where("deletedAt", "is", null)
    .where("name", "not like", "%Storage Bin%")
    .orderBy("name")
    .limit(3)
    .execute();
  const lines = tools.map((tool, index) => ({ tool, qyt: [2, 4, 1][index]! }));
  const order = await insertOrderOfLinesInto(e2eDatabase(), customer, lines, {
    state,
    shipping: 1_500,
    tax: 805,
    shippingMethod: "Standard ground",
    purchaseOrder: `PO-${customer.id.slice(-6)}`,
  });
  return { order, lines };
}
