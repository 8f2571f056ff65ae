// Refunds move money exactly once: taken in the books by one conditional update, asked of the
// payment provider (the sandbox here) under the refund's id, numbered only when they succeed.
import { refundOrder } from "#app/commerce/index.server.ts";
import { describe, expect, it, vi } from "vitest";
import { getOrder, writeOrder } from "#app/models/order.server.ts";
import {
  getRefund,
  listRefundsOf,
  refundableOf,
  type RefundOutcome,
  type RefundRequest,
} from "#app/models/refund.server.ts";
import { getSandboxCharge } from "#app/models/sandbox-charge.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { db } from "#app/db.server.ts";
import { payments } from "#app/services/payments/index.server.ts";
import { orderTotals } from "#app/commerce/index.ts";
import { orderStateOf } from "#app/utils/order-state.ts";
import {
  insertTool,
  delivery,
  paidOrder,
  ADMIN_REFUND,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

const refund = (orderId: string, request: Partial<RefundRequest> = {}) =>
  refundOrder({ ...ADMIN_REFUND, orderId, ...request });

function refunded(outcome: RefundOutcome) {
  if (outcome.status !== "refunded")
    throw new Error(`expected a refund: ${JSON.stringify(outcome)}`);
  return outcome.refund;
}

const stockOf = async (toolId: string) => (await getTool(toolId))?.available_qyt;

const refundMails = (email: string) =>
  db
    .selectFrom("outbox")
    .select(["subject", "text", "attachment"])
    .where("to", "=", email)
    .where("kind", "=", "refund-issued")
    .orderBy("createdAt")
    .execute();

const refundRows = (orderId: string) =>
  db.selectFrom("refunds").selectAll().where("orderId", "=", orderId).execute();

describe("refunding a paid order", () => {
  it("refunds in full: every piece and cent left, stock back, a credit note, a mail", async () => {
    const { order, tools, buyer } = await paidOrder(
      [
        { price: 1000, qyt: 3 },
        { price: 2500, qyt: 1 },
      ],
      {
        rateBp: 575,
        shipping: 900,
      },
    );
    // 5,500 goods + 9.00 shipping + 5.75% of the goods (316.25 -> 316).
    expect(order.amount).toBe(5500 + 900 + 316);
    expect(await stockOf(tools[0]!.id)).toBe(17);

    const done = refunded(await refund(order.id, { restock: true }));

    expect(done).toMatchObject({ amount: order.amount, status: "succeeded", restock: 1 });
    expect(done.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(done.providerRefundId).toMatch(/^sbre_/);
    expect(done.lines.map(({ toolId, qyt, amount }) => ({ toolId, qyt, amount }))).toEqual(
      [
        { toolId: tools[0]!.id, qyt: 3, amount: 3000 },
        { toolId: tools[1]!.id, qyt: 1, amount: 2500 },
      ].sort((a, b) => (a.toolId < b.toolId ? -1 : 1)),
    );
    const after = (await getOrder(order.id))!;
    expect(after.refunded).toBe(order.amount);
    expect(orderStateOf(after)).toBe("refunded");
    expect(await stockOf(tools[0]!.id)).toBe(20);
    expect(await stockOf(tools[1]!.id)).toBe(20);
    const charge = await getSandboxCharge(order.paymentId!);
    expect(charge).toMatchObject({ refunded: order.amount });
    expect(charge?.refundedAt).not.toBeNull();
    const [mail, ...more] = await refundMails(buyer.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      `Refund issued: ${order.number}, 3 × Refund Tool 1, 1 × Refund Tool 2 — Forgeline Tools`,
    );
    expect(mail?.text).toContain(
      `We have refunded $67.16 to the card you paid with (credit note ${done.creditNoteNumber}). Reason: Test refund`,
    );
    expect(mail?.text).toContain("Status: Refunded");
    expect(mail?.attachment).toBe(`credit-note:${done.id}`);
    expect((await listRefundsOf(order.id)).map((row) => row.id)).toEqual([done.id]);

    // Nothing is left: a second full refund is refused, and moves nothing.
    expect(await refund(order.id)).toEqual({
      status: "refused",
      message: "Nothing is left to refund of this order.",
      problem: "conflict",
    });
    expect((await getOrder(order.id))?.refunded).toBe(order.amount);
  });

  it("refunds lines with their tax share, which adds up to the order's tax over several refunds", async () => {
    const { order, tools } = await paidOrder(
      [
        { price: 1000, qyt: 3 },
        { price: 2500, qyt: 1 },
      ],
      {
        rateBp: 575,
      },
    );
    const [a, b] = tools;
    expect(order.tax).toBe(316);

    // 2 × $10.00: $20.00 and 5.75% of it ($1.15).
    const first = refunded(await refund(order.id, { lines: [{ toolId: a!.id, qyt: 2 }] }));
    expect(first.amount).toBe(2115);
    // The third piece: taxed on $30.00 refunded so far (172.5 -> 173) less the 115 before.
    const second = refunded(await refund(order.id, { lines: [{ toolId: a!.id, qyt: 1 }] }));
    expect(second.amount).toBe(1000 + 58);
    expect(orderStateOf((await getOrder(order.id))!)).toBe("partly_refunded");

    expect(await refund(order.id, { lines: [{ toolId: a!.id, qyt: 1 }] })).toEqual({
      status: "refused",
      message: "At most 0 × Refund Tool 1 can still be refunded",
      field: "lines",
      problem: "conflict",
    });
    const last = refunded(await refund(order.id, { lines: [{ toolId: b!.id, qyt: 1 }] }));
    expect(last.amount).toBe(2500 + 316 - 173);
    expect((await getOrder(order.id))?.refunded).toBe(order.amount);
    // Not restocked: the pieces stay off sale.
    expect(await stockOf(a!.id)).toBe(17);
    expect(await stockOf(b!.id)).toBe(19);
  });

  it("puts back only the pieces refunded, when asked", async () => {
    const { order, tools } = await paidOrder([
      { price: 1000, qyt: 3 },
      { price: 500, qyt: 2 },
    ]);
    const [a, b] = tools;
    refunded(await refund(order.id, { lines: [{ toolId: a!.id, qyt: 2 }], restock: true }));
    expect(await stockOf(a!.id)).toBe(19);
    expect(await stockOf(b!.id)).toBe(18);
    const { lines, left } = await refundableOf((await getOrder(order.id))!);
    expect(lines.map((line) => line.left)).toEqual([1, 2]);
    expect(left).toBe(4000 - 2000);
  });

  it("refunds an amount, and refuses more than is left", async () => {
    const { order } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const done = refunded(await refund(order.id, { amount: 1234 }));
    expect(done).toMatchObject({ amount: 1234, restock: 0 });
    expect(done.lines).toEqual([]);
    expect(await refund(order.id, { amount: 3000 - 1234 + 1 })).toEqual({
      status: "refused",
      message: "At most $17.66 is left to refund",
      field: "amount",
      problem: "conflict",
    });
    refunded(await refund(order.id, { amount: 3000 - 1234 }));
    expect((await getOrder(order.id))?.refunded).toBe(3000);
  });

  it("refuses what cannot be refunded, writing nothing", async () => {
    const { order, tools } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const other = await insertTool();
    const refusals: [Partial<RefundRequest>, string][] = [
      [{ amount: 0 }, "Enter an amount above zero, in whole cents"],
      [{ amount: 12.5 }, "Enter an amount above zero, in whole cents"],
      [{ lines: [{ toolId: other.id, qyt: 1 }] }, "Choose lines of this order"],
      [
        {
          lines: [
            { toolId: tools[0]!.id, qyt: 1 },
            { toolId: tools[0]!.id, qyt: 1 },
          ],
        },
        "Name each line once",
      ],
      [{ lines: [] }, "Choose the pieces to give back, or enter an amount"],
      [
        { lines: [{ toolId: tools[0]!.id, qyt: 0 }] },
        "Choose the pieces to give back, or enter an amount",
      ],
    ];
    for (const [request, message] of refusals)
      expect(await refund(order.id, request)).toMatchObject({
        status: "refused",
        message,
        problem: "invalid",
      });
    expect(await refund(order.id, { lines: [{ toolId: tools[0]!.id, qyt: 4 }] })).toMatchObject({
      message: "At most 3 × Refund Tool 1 can still be refunded",
      problem: "conflict",
    });
    expect(await refundRows(order.id)).toEqual([]);
    expect((await getOrder(order.id))?.refunded).toBe(0);
  });

  it("refuses an unpaid or expired order, and an unknown one", async () => {
    const tool = await insertTool({ price: 1000, minimum_qyt: 1 });
    const buyer = await userWithToken();
    const written = await db.transaction().execute((trx) =>
      writeOrder(trx, {
        ...delivery,
        customer: buyer.user,
        lines: [{ toolId: tool.id, name: tool.name, price: 1000, qyt: 1 }],
        totals: orderTotals(1000, null, null),
      }),
    );
    if (!("order" in written)) throw new Error("in stock");
    const notPaid = {
      status: "refused",
      message: "Only a paid order can be refunded.",
      problem: "conflict",
    };
    expect(await refund(written.order.id)).toEqual(notPaid);
    await db
      .updateTable("orders")
      .set({ closed: "expired" })
      .where("id", "=", written.order.id)
      .execute();
    expect(await refund(written.order.id)).toEqual(notPaid);
    expect(await refund("000000000000000000000000")).toMatchObject({ message: "No such order" });
  });
});

describe("refunds racing", () => {
  it("makes one refund of one request sent twice at once (the same key)", async () => {
    const { order, buyer } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const request = { amount: 1000, idempotencyKey: "same-key" };
    const outcomes = await Promise.all([refund(order.id, request), refund(order.id, request)]);
    const [one, two] = outcomes.map(refunded);
    expect(one!.id).toBe(two!.id);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await getOrder(order.id))?.refunded).toBe(1000);
    expect(await refundMails(buyer.user.email)).toHaveLength(1);
    expect((await getSandboxCharge(order.paymentId!))?.refunded).toBe(1000);
    // And later again: the same refund.
    expect(refunded(await refund(order.id, request)).id).toBe(one!.id);
  });

  it("lets one of two refunds for the last cents win (different keys); refunded never passes the amount", async () => {
    const { order } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const outcomes = await Promise.all(
      ["one", "two", "three"].map((key) => refund(order.id, { amount: 2000, idempotencyKey: key })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "refunded")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === "refused")).toEqual([
      {
        status: "refused",
        message: "At most $10.00 is left to refund",
        field: "amount",
        problem: "conflict",
      },
      {
        status: "refused",
        message: "At most $10.00 is left to refund",
        field: "amount",
        problem: "conflict",
      },
    ]);
    expect((await getOrder(order.id))?.refunded).toBe(2000);
  });

  it("never refunds a line's piece twice when refunds of it race", async () => {
    const { order, tools } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const lines = [{ toolId: tools[0]!.id, qyt: 2 }];
    const outcomes = await Promise.all([refund(order.id, { lines }), refund(order.id, { lines })]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["refunded", "refused"]);
    expect((await getOrder(order.id))?.refunded).toBe(2000);
  });

  it("numbers credit notes without gaps or repeats under concurrency; failed refunds take none", async () => {
    const orders = await Promise.all([
      paidOrder([{ price: 1000, qyt: 5 }]),
      paidOrder([{ price: 1000, qyt: 5 }]),
    ]);
    const refundPart = payments.refundPart.bind(payments);
    let calls = 0;
    vi.spyOn(payments, "refundPart").mockImplementation((part) => {
      calls++;
      return calls % 3 === 0 ? Promise.reject(new Error("Try again later")) : refundPart(part);
    });
    const outcomes = await Promise.all(
      orders.flatMap(({ order }) =>
        Array.from({ length: 6 }, () => refund(order.id, { amount: 500 })),
      ),
    );
    const done = outcomes.filter((outcome) => outcome.status === "refunded").map(refunded);
    expect(
      outcomes.filter((outcome) => "problem" in outcome && outcome.problem === "failed"),
    ).toHaveLength(4);
    const numbers = done.map((row) => row.creditNoteNumber!).sort();
    const serials = numbers.map((number) => Number(number.slice(-6)));
    expect(new Set(numbers).size).toBe(8);
    expect(serials.at(-1)! - serials[0]! + 1).toBe(8);
    const failed = await db
      .selectFrom("refunds")
      .selectAll()
      .where("status", "=", "failed")
      .execute();
    expect(failed.every((row) => row.creditNoteNumber === null)).toBe(true);
    // The failed ones gave their cents back.
    const total = (await Promise.all(orders.map(({ order }) => getOrder(order.id)))).reduce(
      (sum, order) => sum + order!.refunded,
      0,
    );
    expect(total).toBe(8 * 500);
  });
});

describe("the payment provider refusing", () => {
  it("fails the refund, gives the cents back, numbers nothing, mails nothing, restocks nothing", async () => {
    const { order, tools, buyer } = await paidOrder([{ price: 1000, qyt: 3 }]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(payments, "refundPart").mockRejectedValueOnce(new Error("The charge is disputed."));

    const firstRequest = {
      lines: [{ toolId: tools[0]!.id, qyt: 1 }],
      restock: true,
      idempotencyKey: "k1",
    };
    const outcome = await refund(order.id, firstRequest);

    expect(outcome).toEqual({
      status: "refused",
      problem: "failed",
      message: "The payment provider did not make the refund: The charge is disputed.",
    });
    expect(logged).toHaveBeenCalled();
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ status: "failed", creditNoteNumber: null });
    expect((await getOrder(order.id))?.refunded).toBe(0);
    expect(await stockOf(tools[0]!.id)).toBe(17);
    expect(await refundMails(buyer.user.email)).toEqual([]);
    // The same key answers the same; a new request refunds (the failed one's piece is free again).
    expect(await refund(order.id, firstRequest)).toEqual({
      status: "refused",
      problem: "failed",
      message: "This refund failed before; ask for it again as a new refund.",
    });
    const again = refunded(
      await refund(order.id, { lines: [{ toolId: tools[0]!.id, qyt: 3 }], idempotencyKey: "k2" }),
    );
    expect(again.amount).toBe(3000);
    expect((await getRefund(row!.id))?.status).toBe("failed");
  });
});
