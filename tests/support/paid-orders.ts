// A paid order as a customer pays it (the sandbox's test card), for the refund tests.
import { getOrder, writeOrder } from "#app/models/order.server.ts";
import { db } from "#app/db.server.ts";
import { fulfilFromProvider } from "#app/services/payments/fulfilment.server.ts";
import { chargeSandboxCard, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import { insertTool } from "./fixtures";
import { userWithToken } from "./users";

/** Where and when a test order goes. */
export const delivery = { date: "2027-01-15", address: "1 Test Street", phone: "555-0100" };

/**
 * A paid order of these lines (price in cents, pieces), taxed at `rateBp` on the goods, with
 * `shipping` cents on top, paid with the sandbox's test card as a customer pays it.
 */
export async function paidOrder(
  lines: { price: number; qyt: number }[],
  { rateBp = 0, shipping = 0 } = {},
) {
  const tools = [];
  for (const [index, line] of lines.entries())
    tools.push(
      await insertTool({
        name: `Refund Tool ${index + 1}`,
        price: line.price,
        minimum_qyt: 1,
        available_qyt: 20,
      }),
    );
  const buyer = await userWithToken();
  const snapshots = tools.map((tool, index) => ({
    toolId: tool.id,
    name: tool.name,
    price: tool.price,
    qyt: lines[index]!.qyt,
  }));
  const subtotal = snapshots.reduce((sum, line) => sum + line.price * line.qyt, 0);
  const taxRule = rateBp ? { rateBp, taxShipping: false } : null;
  const written = await db.transaction().execute((trx) =>
    writeOrder(trx, {
      ...delivery,
      customer: buyer.user,
      lines: snapshots,
      totals: orderTotals(
        subtotal,
        shipping ? { price: shipping, freeAbove: null } : null,
        taxRule,
      ),
      taxRule,
    }),
  );
  if (!("order" in written)) throw new Error("the fixture's tools have stock");
  const charge = await chargeSandboxCard(written.order, SANDBOX_CARDS.success);
  if (!charge.ok) throw new Error("the sandbox takes the test card");
  const outcome = await fulfilFromProvider(charge.payment, written.order.id);
  if (outcome !== "fulfilled") throw new Error(`the payment was not applied: ${outcome}`);
  return { order: (await getOrder(written.order.id))!, tools, buyer };
}
