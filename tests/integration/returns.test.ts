// Returns (issue 38): a customer asks to send lines of a shipped order back within RETURN_DAYS,
// for at most what was shipped less what other returns hold; an admin approves (mail with the
// return address) or rejects (with a note), then marks it received, which refunds the lines.
// Every decision is one conditional update: racing admins make one. Runs on both engines.
import { decideReturn, refundOrder } from "#app/commerce/index.server.ts";
import { describe, expect, it, vi } from "vitest";
import {
  getReturn,
  listReturnsOfOrder,
  requestReturn,
  returnableLines,
  whyNotReturnable,
} from "#app/models/return.server.ts";
import { refundTexts, returnTexts } from "#app/messages.ts";
import { getOrder, shipOrder, writeOrder } from "#app/models/order.server.ts";
import { getRefund, listRefundsOf } from "#app/models/refund.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { fulfilFromProvider } from "#app/services/payments/fulfilment.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { chargeSandboxCard, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import { orderStateOf } from "#app/utils/order-state.ts";
import { db } from "#app/db.server.ts";
import { now } from "#app/utils/clock.server.ts";
import { env } from "#app/utils/env.server.ts";
import { advanceClock } from "#tests/support/clock.ts";
import { insertRefund } from "#tests/fixtures/after-sale.ts";
import { insertOrderOfLines, insertTool, userWithToken } from "#tests/fixtures/in-process.ts";

/** A customer's order of 2 drills and 3 bits, shipped now (by the shop's clock), unless told. */
async function shippedOrder({ shipped = true } = {}) {
  const drill = await insertTool({ name: "Drill", price: 10_000, minimum_qyt: 1 });
  const bits = await insertTool({ name: "Bit set", price: 2_000, minimum_qyt: 1 });
  const { user } = await userWithToken();
  const order = await insertOrderOfLines(
    [
      { tool: drill, qyt: 2 },
      { tool: bits, qyt: 3 },
    ],
    { createdAt: now().toISOString(), state: shipped ? "shipped" : "paid", tax: 1_300 },
    {
      userId: user.id,
      customer: user.displayName,
      email: user.email,
      shippedAt: shipped ? now().toISOString() : null,
    },
  );
  return { order, user, drill, bits };
}

const oneDrill = (toolId: string) => ({
  lines: [{ toolId, qyt: 1 }],
  reason: "defective" as const,
  comment: "It stops after a minute.",
});

async function requested(userId: string, orderId: string, toolId: string) {
  const result = await requestReturn(userId, orderId, oneDrill(toolId));
  if (result.status !== "requested") throw new Error(result.message);
  return result.return;
}

const mailsTo = (email: string) =>
  db
    .selectFrom("outbox")
    .select(["kind", "subject", "text"])
    .where("to", "=", email)
    .where("kind", "like", "return-%")
    .orderBy("createdAt")
    .execute();

describe("asking to return", () => {
  it("records the lines of the customer's shipped order, and holds those pieces", async () => {
    const { order, user, drill, bits } = await shippedOrder();
    const result = await requestReturn(user.id, order.id, {
      lines: [
        { toolId: drill.id, qyt: 1 },
        { toolId: bits.id, qyt: 3 },
      ],
      reason: "wrong_item",
      comment: "",
    });
    expect(result).toMatchObject({
      status: "requested",
      return: {
        orderId: order.id,
        userId: user.id,
        status: "requested",
        reason: "wrong_item",
        lines: [
          { toolId: drill.id, name: "Drill", qyt: 1 },
          { toolId: bits.id, name: "Bit set", qyt: 3 },
        ],
      },
    });
    expect(await returnableLines(order.id)).toEqual([
      { toolId: drill.id, name: "Drill", qyt: 2, returnable: 1 },
      { toolId: bits.id, name: "Bit set", qyt: 3, returnable: 0 },
    ]);
    expect((await listReturnsOfOrder(order.id)).map((item) => item.status)).toEqual(["requested"]);
  });

  it("answers someone else's order exactly like a missing one", async () => {
    const { order, drill } = await shippedOrder();
    const stranger = await userWithToken();
    for (const orderId of [order.id, "no-such-order"])
      expect(await requestReturn(stranger.user.id, orderId, oneDrill(drill.id))).toMatchObject({
        status: "refused",
        problem: "missing",
      });
    expect(await listReturnsOfOrder(order.id)).toEqual([]);
  });

  it("refuses an order that has not shipped", async () => {
    const { order, user, drill } = await shippedOrder({ shipped: false });
    expect(await requestReturn(user.id, order.id, oneDrill(drill.id))).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.notShipped,
    });
  });

  it(`takes requests up to RETURN_DAYS after shipping, and refuses them after`, async () => {
    expect(env.RETURN_DAYS).toBe(30);
    const { order, user, drill } = await shippedOrder();
    const shipped = { shippedAt: order.shippedAt ?? null, amount: order.amount, refunded: 0 };
    advanceClock(24 * 30 - 1);
    expect(whyNotReturnable(shipped)).toBeNull();
    expect((await requestReturn(user.id, order.id, oneDrill(drill.id))).status).toBe("requested");
    advanceClock(2);
    expect(whyNotReturnable(shipped)).toBe(returnTexts.windowPassed(30));
    expect(await requestReturn(user.id, order.id, oneDrill(drill.id))).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.windowPassed(30),
    });
    expect(await listReturnsOfOrder(order.id)).toHaveLength(1);
  });

  it("refuses an order refunded in full", async () => {
    const { order, user, drill } = await shippedOrder();
    await db
      .updateTable("orders")
      .set({ refunded: order.amount })
      .where("id", "=", order.id)
      .execute();
    expect(await requestReturn(user.id, order.id, oneDrill(drill.id))).toMatchObject({
      problem: "conflict",
      message: returnTexts.refundedInFull,
    });
  });

  it("refuses more than was shipped less what other returns hold, naming the line", async () => {
    const { order, user, drill, bits } = await shippedOrder();
    const ask = (qyt: number) =>
      requestReturn(user.id, order.id, {
        ...oneDrill(drill.id),
        lines: [{ toolId: drill.id, qyt }],
      });
    expect(await ask(3)).toEqual({
      status: "refused",
      problem: "invalid",
      message: returnTexts.tooMany("Drill", 2),
      field: "lines",
      line: expect.objectContaining({ toolId: drill.id }),
    });
    const first = await requested(user.id, order.id, drill.id);
    expect(await ask(2)).toMatchObject({ message: returnTexts.tooMany("Drill", 1) });
    expect((await ask(1)).status).toBe("requested");
    expect(await ask(1)).toMatchObject({ message: returnTexts.tooMany("Drill", 0) });
    // A rejected return holds nothing: its piece may be asked for again.
    await decideReturn(first.id, { status: "rejected", note: "Not ours" }, user.id);
    expect((await ask(1)).status).toBe("requested");
    // The other line is untouched by all this.
    expect((await returnableLines(order.id)).find((line) => line.toolId === bits.id)).toMatchObject(
      { returnable: 3 },
    );
  });

  it("refuses no lines, a tool the order lacks and a tool named twice, writing nothing", async () => {
    const { order, user, drill } = await shippedOrder();
    const other = await insertTool({ name: "Saw" });
    const ask = (lines: { toolId: string; qyt: number }[]) =>
      requestReturn(user.id, order.id, { ...oneDrill(drill.id), lines });
    expect(await ask([])).toMatchObject({ problem: "invalid", message: returnTexts.noLines });
    expect(await ask([{ toolId: other.id, qyt: 1 }])).toMatchObject({
      problem: "invalid",
      message: returnTexts.notInOrder,
      line: expect.objectContaining({ toolId: other.id }),
    });
    expect(
      await ask([
        { toolId: drill.id, qyt: 1 },
        { toolId: drill.id, qyt: 1 },
      ]),
    ).toMatchObject({ problem: "invalid", message: returnTexts.sameToolTwice });
    expect(await listReturnsOfOrder(order.id)).toEqual([]);
  });

  it("lets one of two racing requests for the last pieces through", async () => {
    const { order, user, drill } = await shippedOrder();
    const all = { ...oneDrill(drill.id), lines: [{ toolId: drill.id, qyt: 2 }] };
    const results = await Promise.all([
      requestReturn(user.id, order.id, all),
      requestReturn(user.id, order.id, all),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["refused", "requested"]);
    expect(await listReturnsOfOrder(order.id)).toHaveLength(1);
  });
});

describe("deciding", () => {
  it("approves a requested return and mails the customer where to send it", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    const result = await decideReturn(item.id, { status: "approved" }, admin.user.id);
    expect(result).toMatchObject({ status: "decided", return: { status: "approved", note: null } });
    const stored = await getReturn(item.id);
    expect(stored).toMatchObject({ status: "approved", decidedBy: admin.user.id });
    expect(stored?.decidedAt).toBeTruthy();
    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "return-approved" });
    expect(mail!.subject).toContain(
      `Return approved: ${item.number} (order ${order.number}), 1 × Drill`,
    );
    expect(mail!.text).toContain(`Put a note with the return number ${item.number} in the parcel.`);
    // Unset RETURN_ADDRESS: the seller's own name and address, on one line.
    expect(mail!.text).toContain(
      "Forgeline Tools Inc., 1200 Foundry Road, Dayton, OH 45402, United States",
    );
    expect(mail!.text).toContain(order.id);
  });

  it("names RETURN_ADDRESS when it is set", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    env.RETURN_ADDRESS = "Returns Dock 4 / 9 Mill Street / Akron, OH 44308";
    try {
      await decideReturn(item.id, { status: "approved" }, admin.user.id);
    } finally {
      env.RETURN_ADDRESS = undefined;
    }
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain("Returns Dock 4, 9 Mill Street, Akron, OH 44308");
    expect(mail!.text).not.toContain("1200 Foundry Road");
  });

  it("rejects only with a note, which the customer is mailed", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    expect(await decideReturn(item.id, { status: "rejected" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "invalid",
      message: returnTexts.noteRequired,
      field: "note",
    });
    expect((await getReturn(item.id))?.status).toBe("requested");
    expect(await mailsTo(user.email)).toEqual([]);
    const result = await decideReturn(
      item.id,
      { status: "rejected", note: "Used for a year" },
      admin.user.id,
    );
    expect(result).toMatchObject({ return: { status: "rejected", note: "Used for a year" } });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: "return-rejected" });
    expect(mail!.text).toContain("Why: Used for a year");
  });

  it("refuses every move the status does not allow, saying what the return is", async () => {
    const { order, user, drill } = await shippedOrder();
    const admin = await userWithToken("admin");
    const item = await requested(user.id, order.id, drill.id);
    expect(await decideReturn(item.id, { status: "received" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.cannotDecide("received", "Requested"),
    });
    await decideReturn(item.id, { status: "approved" }, admin.user.id);
    expect(await decideReturn(item.id, { status: "approved" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.cannotDecide("approved", "Approved"),
    });
    // Approved and refundable in full: it is received when it arrives, not rejected.
    expect(
      await decideReturn(item.id, { status: "rejected", note: "Again" }, admin.user.id),
    ).toEqual({ status: "refused", problem: "conflict", message: returnTexts.stillRefundable });
    expect(await decideReturn("no-such-return", { status: "approved" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "missing",
      message: returnTexts.noSuchReturn,
    });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("makes one decision of two admins deciding at once, and one mail", async () => {
    const { order, user, drill } = await shippedOrder();
    const [first, second] = [await userWithToken("admin"), await userWithToken("admin")];
    const item = await requested(user.id, order.id, drill.id);
    const results = await Promise.all([
      decideReturn(item.id, { status: "approved" }, first.user.id),
      decideReturn(item.id, { status: "rejected", note: "No" }, second.user.id),
    ]);
    const decided = results.filter((result) => result.status === "decided");
    expect(decided).toHaveLength(1);
    expect(results.find((result) => result.status === "refused")).toMatchObject({
      problem: "conflict",
    });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

/**
 * A customer's order of 2 drills ($100) and 3 bit sets ($20) taxed at 10%, paid with the
 * sandbox's test card as a customer pays it, then shipped now: $260 of goods, $26 of tax.
 */
async function paidShippedOrder() {
  const drill = await insertTool({
    name: "Drill",
    price: 10_000,
    minimum_qyt: 1,
    available_qyt: 10,
  });
  const bits = await insertTool({
    name: "Bit set",
    price: 2_000,
    minimum_qyt: 1,
    available_qyt: 10,
  });
  const buyer = await userWithToken();
  const lines = [
    { toolId: drill.id, name: drill.name, price: drill.price, qyt: 2 },
    { toolId: bits.id, name: bits.name, price: bits.price, qyt: 3 },
  ];
  const taxRule = { rateBp: 1_000, taxShipping: false };
  const written = await db.transaction().execute((trx) =>
    writeOrder(trx, {
      date: "2027-01-15",
      address: "1 Test Street",
      phone: "555-0100",
      customer: buyer.user,
      lines,
      totals: orderTotals(26_000, null, taxRule),
      taxRule,
    }),
  );
  if (!("order" in written)) throw new Error("the fixture's tools have stock");
  const charge = await chargeSandboxCard(written.order, SANDBOX_CARDS.success);
  if (!charge.ok) throw new Error("the sandbox takes the test card");
  expect(await fulfilFromProvider(charge.payment, written.order.id)).toBe("fulfilled");
  expect(await shipOrder(written.order.id)).toBe(true);
  await db
    .updateTable("orders")
    .set({ shippedAt: now().toISOString() })
    .where("id", "=", written.order.id)
    .execute();
  return { order: written.order, user: buyer.user, drill, bits };
}

async function approvedReturn(reason: "defective" | "not_needed") {
  const shipped = await paidShippedOrder();
  const admin = await userWithToken("admin");
  const result = await requestReturn(shipped.user.id, shipped.order.id, {
    ...oneDrill(shipped.drill.id),
    reason,
  });
  if (result.status !== "requested") throw new Error(result.message);
  await decideReturn(result.return.id, { status: "approved" }, admin.user.id);
  return { ...shipped, admin, item: result.return };
}

const stockOf = async (toolId: string) => (await getTool(toolId))?.available_qyt;

describe("receiving", () => {
  it("refunds the returned lines with their tax share, restocks them and links the refund", async () => {
    const { order, drill, admin, item } = await approvedReturn("not_needed");
    const stockBefore = await stockOf(drill.id);
    const result = await decideReturn(item.id, { status: "received" }, admin.user.id);
    expect(result).toMatchObject({ status: "decided", return: { status: "received" } });
    const stored = await getReturn(item.id);
    expect(stored?.receivedAt).toBeTruthy();
    const refund = await getRefund(stored!.refundId!);
    expect(refund).toMatchObject({
      orderId: order.id,
      amount: 11_000,
      source: "return",
      idempotencyKey: `return:${item.id}`,
      restock: 1,
      status: "succeeded",
      createdBy: admin.user.id,
      lines: [{ toolId: drill.id, qyt: 1, amount: 10_000 }],
    });
    const after = (await getOrder(order.id))!;
    expect(after.refunded).toBe(11_000);
    expect(orderStateOf(after)).toBe("partly_refunded");
    expect(await stockOf(drill.id)).toBe(stockBefore! + 1);
    // The order's page says what the return gave back.
    expect(await listReturnsOfOrder(order.id)).toMatchObject([
      { id: item.id, status: "received", refundAmount: 11_000 },
    ]);
  });

  it("does not put a defective tool back on sale", async () => {
    const { drill, admin, item } = await approvedReturn("defective");
    const stockBefore = await stockOf(drill.id);
    expect((await decideReturn(item.id, { status: "received" }, admin.user.id)).status).toBe(
      "decided",
    );
    expect((await getRefund((await getReturn(item.id))!.refundId!))?.restock).toBe(0);
    expect(await stockOf(drill.id)).toBe(stockBefore);
  });

  it("makes one refund of two admins marking it received at once", async () => {
    const { order, admin, item } = await approvedReturn("not_needed");
    const other = await userWithToken("admin");
    const results = await Promise.all([
      decideReturn(item.id, { status: "received" }, admin.user.id),
      decideReturn(item.id, { status: "received" }, other.user.id),
    ]);
    expect(results.filter((result) => result.status === "decided")).toHaveLength(1);
    expect(results.find((result) => result.status === "refused")).toMatchObject({
      problem: "conflict",
      message: returnTexts.cannotDecide("received", "Received and refunded"),
    });
    expect((await listRefundsOf(order.id)).map((refund) => refund.amount)).toEqual([11_000]);
    expect((await getOrder(order.id))?.refunded).toBe(11_000);
    // Once received, nothing more happens to it.
    expect(await decideReturn(item.id, { status: "received" }, admin.user.id)).toMatchObject({
      problem: "conflict",
    });
  });

  it("stays approved when the provider refuses its refund, and refunds on the next try", async () => {
    const { order, admin, item } = await approvedReturn("not_needed");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(payments, "refundPart").mockRejectedValueOnce(new Error("Try again later"));
    expect(await decideReturn(item.id, { status: "received" }, admin.user.id)).toMatchObject({
      status: "refused",
      problem: "failed",
    });
    expect((await getReturn(item.id))?.status).toBe("approved");
    expect((await getOrder(order.id))?.refunded).toBe(0);

    const retried = await decideReturn(item.id, { status: "received" }, admin.user.id);
    expect(retried).toMatchObject({ status: "decided", return: { status: "received" } });
    expect((await listRefundsOf(order.id)).map((refund) => refund.amount)).toEqual([11_000]);
    expect((await getOrder(order.id))?.refunded).toBe(11_000);
    vi.restoreAllMocks();
  });

  it("says so when the order has nothing left to refund, and stays approved", async () => {
    const { order, admin, item } = await approvedReturn("not_needed");
    await refundOrder({
      orderId: order.id,
      restock: false,
      reason: "Goodwill",
      source: "admin",
      by: admin.user.id,
    });
    expect(await decideReturn(item.id, { status: "received" }, admin.user.id)).toMatchObject({
      status: "refused",
      problem: "conflict",
    });
    expect((await getReturn(item.id))?.status).toBe("approved");
  });
});

/** The customer asks to return `qyt` of the order's 3 bit sets, and an admin approves it. */
async function bitsBack(
  shipped: Awaited<ReturnType<typeof paidShippedOrder>>,
  qyt: number,
  admin: Awaited<ReturnType<typeof userWithToken>>,
) {
  const asked = await requestReturn(shipped.user.id, shipped.order.id, {
    lines: [{ toolId: shipped.bits.id, qyt }],
    reason: "not_needed",
    comment: "",
  });
  if (asked.status !== "requested") throw new Error(asked.message);
  expect((await decideReturn(asked.return.id, { status: "approved" }, admin.user.id)).status).toBe(
    "decided",
  );
  return asked.return;
}

/** The holding refunds a return's receipt made (under its keys). */
const refundsOfReturn = (returnId: string) =>
  db
    .selectFrom("refunds")
    .select(["amount", "status"])
    .where("idempotencyKey", "like", `return:${returnId}%`)
    .execute();

// Issue 45, finding 3: a return and a refund each count the pieces the other holds, and an
// approved return that can no longer be refunded in full can still be closed.
describe("returns and refunds of the same pieces", () => {
  it("a return request counts the pieces already refunded", async () => {
    const { order, user, bits } = await paidShippedOrder();
    await refundOrder({
      orderId: order.id,
      lines: [{ toolId: bits.id, qyt: 2 }],
      restock: false,
      reason: "Two sets arrived open",
      source: "admin",
      by: null,
    });
    const ask = (qyt: number) =>
      requestReturn(user.id, order.id, {
        lines: [{ toolId: bits.id, qyt }],
        reason: "not_needed",
        comment: "",
      });
    expect(await ask(3)).toEqual({
      status: "refused",
      problem: "invalid",
      message: returnTexts.tooMany("Bit set", 1),
      field: "lines",
      line: expect.objectContaining({ toolId: bits.id }),
    });
    expect((await returnableLines(order.id)).find((line) => line.toolId === bits.id)).toMatchObject(
      { qyt: 3, returnable: 1 },
    );
    expect((await ask(1)).status).toBe("requested");
  });

  it("a refund by lines leaves the pieces an open return holds; an amount still goes", async () => {
    const shipped = await paidShippedOrder();
    const admin = await userWithToken("admin");
    await bitsBack(shipped, 3, admin);
    const byLines = await refundOrder({
      orderId: shipped.order.id,
      lines: [{ toolId: shipped.bits.id, qyt: 2 }],
      restock: false,
      reason: "Refunded before the parcel came",
      source: "admin",
      by: admin.user.id,
    });
    expect(byLines).toEqual({
      status: "refused",
      message: refundTexts.lineHeldByReturns(0, "Bit set", 3),
      field: "lines",
      problem: "conflict",
    });
    expect((await getOrder(shipped.order.id))?.refunded).toBe(0);
    // The other line is free, and so is an amount.
    for (const request of [{ lines: [{ toolId: shipped.drill.id, qyt: 1 }] }, { amount: 1_000 }])
      expect(
        (
          await refundOrder({
            orderId: shipped.order.id,
            ...request,
            restock: false,
            reason: "Goodwill",
            source: "admin",
            by: admin.user.id,
          })
        ).status,
      ).toBe("refunded");
  });

  it("an approved return whose pieces were refunded meanwhile is received for what is left, and says so", async () => {
    const shipped = await paidShippedOrder();
    const admin = await userWithToken("admin");
    const item = await bitsBack(shipped, 3, admin);
    // Refunded by a build from before the rule, or at the provider's dashboard with lines: 2 sets.
    await insertRefund(db, shipped.order.id, {
      amount: 4_400,
      lines: [{ toolId: shipped.bits.id, qyt: 2, amount: 4_000 }],
    });
    const result = await decideReturn(item.id, { status: "received" }, admin.user.id);
    // The one set left: $20.00 and its $2.00 of tax.
    const note = returnTexts.receivedInPart("$22.00", "1 × Bit set");
    expect(result).toMatchObject({ status: "decided", return: { status: "received", note } });
    const refund = await getRefund((await getReturn(item.id))!.refundId!);
    expect(refund).toMatchObject({
      amount: 2_200,
      lines: [{ toolId: shipped.bits.id, qyt: 1, amount: 2_000 }],
    });
    expect((await getOrder(shipped.order.id))?.refunded).toBe(6_600);
  });

  it("an approved return with nothing left to refund is not received, and is rejected with a note", async () => {
    const { order, user, admin, item } = await approvedReturn("not_needed");
    await refundOrder({
      orderId: order.id,
      restock: false,
      reason: "Refunded in full",
      source: "admin",
      by: admin.user.id,
    });
    expect(await decideReturn(item.id, { status: "received" }, admin.user.id)).toEqual({
      status: "refused",
      problem: "conflict",
      message: returnTexts.nothingLeftToRefund,
    });
    expect(await decideReturn(item.id, { status: "rejected" }, admin.user.id)).toMatchObject({
      problem: "invalid",
      field: "note",
    });
    const rejected = await decideReturn(
      item.id,
      { status: "rejected", note: "Refunded in full already" },
      admin.user.id,
    );
    expect(rejected).toMatchObject({
      status: "decided",
      return: { status: "rejected", note: "Refunded in full already" },
    });
    expect((await mailsTo(user.email)).map((mail) => mail.kind)).toEqual([
      "return-approved",
      "return-rejected",
    ]);
    expect(await refundsOfReturn(item.id)).toEqual([]);
  });

  it("a rejection racing a receipt of the same return: one wins, and a rejected return refunds nothing", async () => {
    for (let round = 0; round < 4; round++) {
      const shipped = await paidShippedOrder();
      const admin = await userWithToken("admin");
      const item = await bitsBack(shipped, 3, admin);
      await insertRefund(db, shipped.order.id, {
        amount: 2_200,
        lines: [{ toolId: shipped.bits.id, qyt: 1, amount: 2_000 }],
      });
      const decisions = [
        decideReturn(item.id, { status: "received" }, admin.user.id),
        decideReturn(item.id, { status: "rejected", note: "Never arrived" }, admin.user.id),
      ];
      const results = await Promise.all(round % 2 ? decisions.reverse() : decisions);
      expect(results.filter((result) => result.status === "decided")).toHaveLength(1);
      const { status } = (await getReturn(item.id))!;
      const made = await refundsOfReturn(item.id);
      if (status === "rejected") expect(made).toEqual([]);
      else expect(made).toEqual([{ amount: 4_400, status: "succeeded" }]);
    }
  });
});
