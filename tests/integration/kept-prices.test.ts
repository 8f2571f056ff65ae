// Issue 45, finding 4: pieces given back of a line bought at a volume price re-price the pieces
// the customer keeps, at the rung of the kept quantity on the ladder the line kept from when it
// was placed (never today's catalogue). Buy 50 at the 50-piece price, give 40 back: the 10 kept
// cost the 10-piece price, and the refund is what the line was paid less what they cost now.
// The same for a refund by lines and a received return; the credit note says so. Runs on both
// engines.
import { decideReturn, refundOrder } from "#app/commerce/index.server.ts";
import { orderTool } from "#tests/fixtures/placing.ts";
import { describe, expect, it } from "vitest";
import { refundTexts, returnTexts } from "#app/messages.ts";
import { creditNoteOf } from "#app/models/documents.server.ts";
import { getOrder, shipOrder, writeOrder } from "#app/models/order.server.ts";
import { savePriceGroup, setUserPriceGroup } from "#app/models/price-group.server.ts";
import { getRefund, type RefundOutcome, type RefundRequest } from "#app/models/refund.server.ts";
import { listReturnsOfOrder, requestReturn } from "#app/models/return.server.ts";
import { setPriceBreaks } from "#app/models/trade-prices.server.ts";
import { db } from "#app/db.server.ts";
import { creditNoteFile } from "#app/services/documents/credit-note-pdf.server.ts";
import { fulfilFromProvider } from "#app/services/payments/fulfilment.server.ts";
import { chargeSandboxCard, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import { newId } from "#db/id.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import {
  ADMIN_REFUND,
  changeTool,
  delivery,
  insertTool,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

/** A tool at $15.00, $12.00 from 10 pieces, $10.00 from 50. */
async function ladderTool() {
  const tool = await insertTool({
    name: `Ladder clamp ${newId().slice(-6)}`,
    price: 1_500,
    minimum_qyt: 1,
    available_qyt: 200,
  });
  expect(
    await setPriceBreaks(tool.id, [
      { minQyt: 10, price: 1_200 },
      { minQyt: 50, price: 1_000 },
    ]),
  ).toBe(true);
  return tool;
}

/** Pays an order with the sandbox's test card, as a customer pays it. */
async function pay(order: { id: string; amount: number }) {
  const charge = await chargeSandboxCard(order as never, SANDBOX_CARDS.success);
  if (!charge.ok) throw new Error("the sandbox takes the test card");
  expect(await fulfilFromProvider(charge.payment, order.id)).toBe("fulfilled");
}

/**
 * A customer (in `groupId`, if given) orders `qyt` of the ladder tool through the one-tool
 * order, at the price its ladder gives them, and pays.
 */
async function boughtAtVolume(qyt = 50, groupId: string | null = null) {
  const tool = await ladderTool();
  const buyer = await userWithToken();
  if (groupId) expect(await setUserPriceGroup(buyer.user.id, groupId)).toBe(true);
  const placed = await orderTool({ ...delivery, toolId: tool.id, qyt, customer: buyer.user });
  await pay(placed);
  return { tool, buyer, order: (await getOrder(placed.id))! };
}

const refund = (orderId: string, request: Partial<RefundRequest> = {}) =>
  refundOrder({ ...ADMIN_REFUND, orderId, ...request });

function refunded(outcome: RefundOutcome) {
  if (outcome.status !== "refunded")
    throw new Error(`expected a refund: ${JSON.stringify(outcome)}`);
  return outcome.refund;
}

const lineOf = (refund: { lines: { qyt: number; amount: number }[] }) => {
  const [line, ...more] = refund.lines;
  expect(more).toEqual([]);
  return line!;
};

describe("a refund by lines of a line bought at a volume price", () => {
  it("re-prices the pieces kept at the rung of the kept quantity, in any number of refunds", async () => {
    const { tool, order } = await boughtAtVolume();
    expect(order.amount).toBe(50_000);
    const back = (qyt: number) => refund(order.id, { lines: [{ toolId: tool.id, qyt }] });

    // 40 back: the 10 kept cost $12.00 each, not $10.00: $500 - $120 = $380, not $400.
    const first = refunded(await back(40));
    expect(first.amount).toBe(38_000);
    expect(lineOf(first)).toMatchObject({
      qyt: 40,
      amount: 38_000,
      price: 1_000,
      keptQyt: 10,
      keptPrice: 1_200,
    });
    // 5 more: the 5 kept cost the list price, $15.00: $120 - $75.
    const second = refunded(await back(5));
    expect(lineOf(second)).toMatchObject({
      qyt: 5,
      amount: 4_500,
      price: 1_200,
      keptQyt: 5,
      keptPrice: 1_500,
    });
    // The last 5: what they cost now, and the line is given back whole: all that was paid.
    const last = refunded(await back(5));
    expect(lineOf(last)).toMatchObject({ qyt: 5, amount: 7_500, keptQyt: null, keptPrice: null });
    expect((await getOrder(order.id))?.refunded).toBe(50_000);
  });

  it("reads the ladder the order was placed on, not today's catalogue", async () => {
    const { tool, order } = await boughtAtVolume();
    await setPriceBreaks(tool.id, [{ minQyt: 10, price: 900 }]);
    await changeTool(tool.id, { price: 2_500 });
    const done = refunded(await refund(order.id, { lines: [{ toolId: tool.id, qyt: 40 }] }));
    expect(done.amount).toBe(38_000);
  });

  it("keeps a price group's own ladder: at each rung the lower of the break and the group", async () => {
    const saved = await savePriceGroup({
      name: `Kept ${newId().slice(-8)}`,
      discountBp: 1_500,
      categories: [],
    });
    if (saved.status !== "saved") throw new Error(saved.status);
    const { tool, order } = await boughtAtVolume(50, saved.id);
    expect(order.amount).toBe(50_000);
    // 5 kept: the group's $12.75 (15% off $15.00) is below the list; 10 kept: the break's $12.00.
    const done = refunded(await refund(order.id, { lines: [{ toolId: tool.id, qyt: 45 }] }));
    expect(lineOf(done)).toMatchObject({ amount: 50_000 - 5 * 1_275, keptPrice: 1_275 });
  });

  it("refuses pieces that would bring nothing back, saying why, and writes nothing", async () => {
    const { tool, order } = await boughtAtVolume();
    // 49 kept at $12.00 cost $588, more than the $500 the 50 were paid.
    expect(await refund(order.id, { lines: [{ toolId: tool.id, qyt: 1 }] })).toEqual({
      status: "refused",
      message: refundTexts.bringsNothingBack(1, tool.name, 49, "$12.00"),
      field: "lines",
      problem: "invalid",
    });
    expect((await getOrder(order.id))?.refunded).toBe(0);
    // An amount is the admin's way to give something back all the same.
    expect(refunded(await refund(order.id, { amount: 500 })).amount).toBe(500);
  });

  it("leaves a line placed without a ladder (before lines kept one) at its own price", async () => {
    const tool = await ladderTool();
    const buyer = await userWithToken();
    const lines = [{ toolId: tool.id, name: tool.name, price: 1_000, qyt: 50 }];
    const written = await db.transaction().execute((trx) =>
      writeOrder(trx, {
        ...delivery,
        customer: buyer.user,
        lines,
        totals: orderTotals(50_000, null, null),
      }),
    );
    if (!("order" in written)) throw new Error("the tool has stock");
    expect(written.order.lines[0]?.priceSteps).toBeNull();
    await pay(written.order);
    const done = refunded(
      await refund(written.order.id, { lines: [{ toolId: tool.id, qyt: 40 }] }),
    );
    expect(lineOf(done)).toMatchObject({ amount: 40_000, keptQyt: null });
  });
});

describe("a received return of a line bought at a volume price", () => {
  async function shipped() {
    const bought = await boughtAtVolume();
    expect(await shipOrder(bought.order.id)).toBe(true);
    return bought;
  }

  it("refunds what was paid less what the pieces kept cost now", async () => {
    const { tool, buyer, order } = await shipped();
    const admin = await userWithToken("admin");
    const asked = await requestReturn(buyer.user.id, order.id, {
      lines: [{ toolId: tool.id, qyt: 40 }],
      reason: "not_needed",
      comment: "",
    });
    if (asked.status !== "requested") throw new Error(asked.message);
    await decideReturn(asked.return.id, { status: "approved" }, admin.user.id);
    const received = await decideReturn(asked.return.id, { status: "received" }, admin.user.id);
    expect(received).toMatchObject({
      status: "decided",
      return: { status: "received", note: null },
    });
    expect(await listReturnsOfOrder(order.id)).toMatchObject([{ refundAmount: 38_000 }]);
    const made = await getRefund((await listReturnsOfOrder(order.id))[0]!.refundId!);
    expect(lineOf(made!)).toMatchObject({ qyt: 40, amount: 38_000, keptQyt: 10, keptPrice: 1_200 });
  });

  it("is refused when asked for pieces that would bring nothing back", async () => {
    const { tool, buyer, order } = await shipped();
    expect(
      await requestReturn(buyer.user.id, order.id, {
        lines: [{ toolId: tool.id, qyt: 1 }],
        reason: "not_needed",
        comment: "",
      }),
    ).toEqual({
      status: "refused",
      problem: "invalid",
      message: returnTexts.bringsNothingBack(`1 × ${tool.name}`, 49, "$12.00"),
      field: "lines",
      line: expect.objectContaining({ toolId: tool.id }),
    });
    expect(await listReturnsOfOrder(order.id)).toEqual([]);
  });
});

describe("the credit note of a re-priced refund", () => {
  it("shows the pieces given back at their price, then the pieces kept re-priced", async () => {
    const { tool, order } = await boughtAtVolume();
    const done = refunded(await refund(order.id, { lines: [{ toolId: tool.id, qyt: 40 }] }));
    const note = (await creditNoteOf(done.id))!;
    expect(note.lines).toEqual([
      {
        name: tool.name,
        sku: tool.sku,
        qyt: 40,
        price: 1_000,
        amount: 38_000,
        kept: { qyt: 10, price: 1_200 },
      },
    ]);
    // The re-pricing row's words wrap in their column: read as one line.
    const text = (await pdfText((await creditNoteFile(note)).content)).replace(/\s+/g, " ");
    for (const expected of [
      `${tool.name} 40 $10.00 $400.00`,
      "10 kept re-priced at $12.00 each, the price for 10 (was $10.00) 10 $2.00 -$20.00",
      "Total refunded $380.00",
    ])
      expect(text).toContain(expected);
  });
});
