// Money is confirmed (issue 47), through Stripe (the fake on loopback, driven by the real SDK):
// an admin's refund is first reviewed, counted as the refund itself counts it and moving
// nothing, then confirmed; the confirm refunds only what was shown, once, however often it is
// posted and from however many tabs. Receiving a return asks with its refund likewise. Runs on
// both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#app/db.server.ts";
import { refundTexts } from "#app/messages.ts";
// Types only: the modules themselves are loaded once Stripe is configured (below).
import type * as Commerce from "#app/commerce/index.server.ts";
import type * as OrderModel from "#app/models/order.server.ts";
import type * as ReturnModel from "#app/models/return.server.ts";
import type { RefundRequest, RefundReview } from "#app/models/refund.server.ts";
import type * as RefundPage from "#app/routes/dashboard.orders.$id_.refund.tsx";
import type * as DecisionPage from "#app/routes/dashboard.returns_.$id.$decision.tsx";
import type { FakeStripe } from "#tests/fakes/stripe-api.ts";
import { stripeInProcess } from "#tests/support/stripe-in-process.ts";
import {
  ADMIN_REFUND,
  paidOrder,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";
import { formPost, getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";

let fake: FakeStripe;
let shop: {
  commerce: typeof Commerce;
  order: typeof OrderModel;
  returns: typeof ReturnModel;
  refundPage: typeof RefundPage;
  decisionPage: typeof DecisionPage;
};

beforeAll(async () => {
  ({ fake } = await stripeInProcess("refund_confirm"));
  shop = {
    commerce: await import("#app/commerce/index.server.ts"),
    order: await import("#app/models/order.server.ts"),
    returns: await import("#app/models/return.server.ts"),
    refundPage: await import("#app/routes/dashboard.orders.$id_.refund.tsx"),
    decisionPage: await import("#app/routes/dashboard.returns_.$id.$decision.tsx"),
  };
  expect((await import("#app/services/payments/index.server.ts")).payments.kind).toBe("stripe");
});

afterAll(() => fake.stop());

/** What of an order's money and goods may move: its cents refunded, rows, stock, Stripe's refunds. */
async function moved(orderId: string) {
  const order = (await shop.order.getOrder(orderId))!;
  const stock = await db
    .selectFrom("tools")
    .select(["id", "available_qyt"])
    .where(
      "id",
      "in",
      order.lines.map((line) => line.toolId),
    )
    .orderBy("id")
    .execute();
  const refunds = await db
    .selectFrom("refunds")
    .select(["amount", "status"])
    .where("orderId", "=", orderId)
    .orderBy("createdAt")
    .execute();
  const atStripe = fake.refundsOf(order.paymentId!).map((refund) => refund.amount);
  return { refunded: order.refunded, refunds, stock, atStripe };
}

function reviewOf(outcome: RefundReview | Commerce.Refusal): RefundReview {
  if (outcome.status !== "reviewed") throw new Error(`expected a review: ${outcome.message}`);
  return outcome;
}

/** Two lines, $10.00 × 3 and $25.00 × 1, $9.00 shipping, 5.75% on the goods: $67.16. */
const twoLines = () =>
  paidOrder(
    [
      { price: 1000, qyt: 3 },
      { price: 2500, qyt: 1 },
    ],
    { rateBp: 575, shipping: 900, stripe: fake },
  );

describe("the review of a refund", () => {
  it("counts what the refund then does, and moves nothing", async () => {
    const { order, tools } = await twoLines();
    const [a, b] = tools.map((tool) => tool.id) as [string, string];
    const asks: Partial<RefundRequest>[] = [
      // 2 × $10.00 and their tax share ($1.15), the stock back.
      { lines: [{ toolId: a, qyt: 2 }], restock: true },
      // An amount, no pieces.
      { amount: 4000, lines: [] },
      // $35.00 and $2.01 of tax is due, but only $6.01 is left: cut to it.
      {
        lines: [
          { toolId: a, qyt: 1 },
          { toolId: b, qyt: 1 },
        ],
      },
    ];
    const expected = [
      { cents: 2115, goods: 2000, tax: 115, restock: true, refundedBefore: 0 },
      { cents: 4000, byAmount: true, lines: [], restock: false, refundedBefore: 2115 },
      { cents: 601, goods: 3500, tax: 201, left: 601, refundedBefore: 6115 },
    ];
    for (const [index, ask] of asks.entries()) {
      const request: RefundRequest = { ...ADMIN_REFUND, orderId: order.id, ...ask };
      const before = await moved(order.id);
      const review = reviewOf(await shop.commerce.reviewRefund(request));
      expect(review).toMatchObject(expected[index]!);
      expect(await moved(order.id)).toEqual(before);

      const done = await shop.commerce.refundOrder({ ...request, expected: review });
      if (done.status !== "refunded") throw new Error(done.message);
      expect(done.refund.amount).toBe(review.cents);
      const byTool = (rows: { toolId: string; qyt: number; amount: number }[]) =>
        rows
          .map(({ toolId, qyt, amount }) => ({ toolId, qyt, amount }))
          .sort((x, y) => (x.toolId < y.toolId ? -1 : 1));
      expect(byTool(done.refund.lines)).toEqual(byTool(review.lines));
      const after = await moved(order.id);
      expect(after.refunded).toBe(before.refunded + review.cents);
      expect(after.atStripe).toEqual([...before.atStripe, review.cents]);
      const restocked = review.restock ? review.lines : [];
      for (const tool of after.stock) {
        const back = restocked.find((line) => line.toolId === tool.id)?.qyt ?? 0;
        const was = before.stock.find((row) => row.id === tool.id)!.available_qyt;
        expect(tool.available_qyt).toBe(was + back);
      }
    }
  });

  it("refuses what the refund refuses, saying the same at the same field, and a used form", async () => {
    const { order, tools } = await twoLines();
    const asks: Partial<RefundRequest>[] = [
      { amount: 6717, lines: [] },
      { lines: [{ toolId: tools[0]!.id, qyt: 4 }] },
      { lines: [{ toolId: "not-a-line", qyt: 1 }] },
    ];
    for (const ask of asks) {
      const request: RefundRequest = { ...ADMIN_REFUND, orderId: order.id, ...ask };
      const review = await shop.commerce.reviewRefund(request);
      expect(review.status).toBe("refused");
      expect(await shop.commerce.refundOrder(request)).toEqual(review);
    }
    expect((await moved(order.id)).atStripe).toEqual([]);

    const once = { ...ADMIN_REFUND, orderId: order.id, amount: 100, idempotencyKey: "form-1" };
    expect((await shop.commerce.refundOrder(once)).status).toBe("refunded");
    expect(await shop.commerce.reviewRefund(once)).toEqual({
      status: "refused",
      problem: "conflict",
      message: refundTexts.formUsed,
    });
  });
});

describe("the refund page", () => {
  const pageOf = async (orderId: string) => {
    const admin = await userWithToken("admin");
    const cookie = await sessionCookie(admin.user.id);
    const path = `/dashboard/orders/${orderId}/refund`;
    const loaded = unwrap<{ key: string }>(
      await shop.refundPage.loader(
        routeArgs(getRequest(path, { Cookie: cookie }), { id: orderId }),
      ),
    ).data;
    const post = (fields: [string, string][]) =>
      shop.refundPage.action(routeArgs(formPost(path, fields, cookie), { id: orderId }));
    return { key: loaded.key, post, cookie, path };
  };
  type Answer = {
    review?: RefundReview;
    values?: Record<string, unknown>;
    notice?: string;
    result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  };
  const answerOf = (result: unknown) => unwrap<Answer>(result);
  const confirmOf = (review: { cents: number; refundedBefore: number }): [string, string][] => [
    ["intent", "confirm"],
    ["shownCents", String(review.cents)],
    ["shownRefunded", String(review.refundedBefore)],
  ];

  it("reviews, goes back with the values kept, and refunds what was confirmed", async () => {
    const { order, tools } = await twoLines();
    const { key, post } = await pageOf(order.id);
    const form: [string, string][] = [
      ["key", key],
      ["toolId", tools[0]!.id],
      ["qyt", "2"],
      ["toolId", tools[1]!.id],
      ["qyt", "0"],
      ["amount", ""],
      ["reason", "Two arrived bent"],
      ["restock", "on"],
    ];
    const before = await moved(order.id);

    const reviewed = answerOf(await post(form));
    expect(reviewed.status).toBe(200);
    expect(reviewed.data.review).toMatchObject({ cents: 2115, refundedBefore: 0, restock: true });
    expect(reviewed.data.values).toEqual({
      key,
      toolId: [tools[0]!.id, tools[1]!.id],
      qyt: [2, 0],
      reason: "Two arrived bent",
      restock: true,
    });
    expect(await moved(order.id)).toEqual(before);

    // Back: the form again, as it was typed.
    const back = answerOf(await post([...form, ["intent", "change"]]));
    expect(back.status).toBe(200);
    expect(back.data.review).toBeUndefined();
    expect(back.data.result?.initialValue).toMatchObject({
      qyt: ["2", "0"],
      reason: "Two arrived bent",
      restock: "on",
    });
    expect(await moved(order.id)).toEqual(before);

    const done = (await post([...form, ...confirmOf(reviewed.data.review!)])) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/dashboard/orders/${order.id}`);
    const after = await moved(order.id);
    expect(after.refunded).toBe(2115);
    expect(after.atStripe).toEqual([2115]);
  });

  it("refunds once for a double submit, and once for two tabs confirming at once", async () => {
    const { order, tools } = await paidOrder([{ price: 1000, qyt: 3 }], { stripe: fake });
    const tabs = await Promise.all([pageOf(order.id), pageOf(order.id)]);
    const forms = tabs.map(({ key }): [string, string][] => [
      ["key", key],
      ["toolId", tools[0]!.id],
      ["qyt", "1"],
      ["reason", "One came back"],
    ]);
    const reviews = await Promise.all(
      tabs.map(async (tab, index) => answerOf(await tab.post(forms[index]!)).data.review!),
    );
    expect(reviews.map(({ cents, refundedBefore }) => ({ cents, refundedBefore }))).toEqual([
      { cents: 1000, refundedBefore: 0 },
      { cents: 1000, refundedBefore: 0 },
    ]);

    // Each tab's Confirm clicked twice, all four at once.
    const confirm = (tab: number) => tabs[tab]!.post([...forms[tab]!, ...confirmOf(reviews[tab]!)]);
    const answers = await Promise.all([confirm(0), confirm(1), confirm(0), confirm(1)]);

    const statusOf = (result: unknown) =>
      result instanceof Response ? result.status : answerOf(result).status;
    const statuses = answers.map(statusOf);
    // One tab's two posts made the one refund; the other's were asked again.
    expect([
      [statuses[0], statuses[2]],
      [statuses[1], statuses[3]],
    ]).toContainEqual([302, 302]);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const after = await moved(order.id);
    expect(after.refunded).toBe(1000);
    expect(after.refunds).toEqual([{ amount: 1000, status: "succeeded" }]);
    expect(after.atStripe).toEqual([1000]);

    // The other tab is shown the refund as it stands now, counted from the refund just made.
    const asked = answers.filter((result) => !(result instanceof Response)).map(answerOf);
    for (const again of asked) {
      expect(again.data.notice).toBe(refundTexts.changedSinceReview);
      expect(again.data.review).toMatchObject({ cents: 1000, refundedBefore: 1000, left: 2000 });
    }
    // Confirmed again, knowing that: a second refund.
    const loser = statuses[0] === 302 ? 1 : 0;
    const second = await tabs[loser]!.post([
      ...forms[loser]!,
      ...confirmOf(asked[0]!.data.review!),
    ]);
    expect(statusOf(second)).toBe(302);
    expect((await moved(order.id)).atStripe).toEqual([1000, 1000]);
  });

  it("never refunds what was not shown, and says what is wrong at its field", async () => {
    const { order, tools } = await paidOrder([{ price: 1000, qyt: 3 }], { stripe: fake });
    const { key, post } = await pageOf(order.id);
    const form: [string, string][] = [
      ["key", key],
      ["toolId", tools[0]!.id],
      ["qyt", "1"],
      ["reason", "One came back"],
    ];
    const before = await moved(order.id);

    // A confirm that says less than the server counts: asked again, with the server's count.
    const tampered = answerOf(await post([...form, ...confirmOf({ cents: 1, refundedBefore: 0 })]));
    expect(tampered.status).toBe(409);
    expect(tampered.data.review).toMatchObject({ cents: 1000, refundedBefore: 0 });
    // A confirm that does not say what it was shown is a review.
    const unsaid = answerOf(await post([...form, ["intent", "confirm"]]));
    expect(unsaid.status).toBe(200);
    expect(unsaid.data.review).toMatchObject({ cents: 1000 });
    // Made-up steps and counts are no refund either.
    const madeUp = answerOf(await post([...form, ["intent", "now"], ["shownCents", "-5"]]));
    expect(madeUp.status).toBe(400);
    expect(madeUp.data.result?.error?.shownCents).toEqual(["Enter at least 1"]);
    const wrongQyt = answerOf(await post([...form.slice(0, 2), ["qyt", "two"], form[3]!]));
    expect(wrongQyt.status).toBe(400);
    // Said with the lines' errors, naming the line.
    expect(wrongQyt.data.result?.error?.qyt).toEqual([`${tools[0]!.name}: Enter a whole number`]);
    const tooMany = answerOf(await post([...form.slice(0, 2), ["qyt", "4"], form[3]!]));
    expect(tooMany.status).toBe(409);
    expect(tooMany.data.result?.error?.qyt).toEqual([refundTexts.lineOverLeft(3, tools[0]!.name)]);
    expect(await moved(order.id)).toEqual(before);

    // Only an admin.
    const buyer = await userWithToken();
    const asBuyer = await shop.refundPage
      .action(
        routeArgs(
          formPost(
            `/dashboard/orders/${order.id}/refund`,
            [...form, ...confirmOf({ cents: 1000, refundedBefore: 0 })],
            await sessionCookie(buyer.user.id),
          ),
          { id: order.id },
        ),
      )
      .catch((thrown: unknown) => thrown);
    expect((asBuyer as Response).status).toBe(403);
    expect(await moved(order.id)).toEqual(before);
  });
});

describe("receiving a return", () => {
  /** An approved return of 1 of 2 pieces of $100.00 (10% tax) of an order paid at Stripe. */
  async function approvedReturn() {
    const { order, tools, buyer } = await paidOrder([{ price: 10_000, qyt: 2 }], {
      rateBp: 1_000,
      stripe: fake,
    });
    expect(await shop.order.shipOrder(order.id)).toBe(true);
    const asked = await shop.returns.requestReturn(buyer.user.id, order.id, {
      lines: [{ toolId: tools[0]!.id, qyt: 1 }],
      reason: "not_needed",
      comment: "",
    });
    if (asked.status !== "requested") throw new Error(asked.message);
    const admin = await userWithToken("admin");
    await shop.commerce.decideReturn(asked.return.id, { status: "approved" }, admin.user.id);
    const cookie = await sessionCookie(admin.user.id);
    const path = `/dashboard/returns/${asked.return.id}/receive`;
    const params = { id: asked.return.id, decision: "receive" };
    const question = async () =>
      unwrap<{ message: string; shown: { cents: number; refundedBefore: number } }>(
        await shop.decisionPage.loader(routeArgs(getRequest(path, { Cookie: cookie }), params)),
      ).data;
    const yes = (fields: [string, string][]) =>
      shop.decisionPage.action(routeArgs(formPost(path, fields, cookie), params));
    return { order, tool: tools[0]!, item: asked.return, admin, question, yes, path };
  }
  const shownFields = (shown: { cents: number; refundedBefore: number }): [string, string][] => [
    ["shownCents", String(shown.cents)],
    ["shownRefunded", String(shown.refundedBefore)],
  ];

  it("asks with its refund, asks again when it changed, and refunds what was confirmed once", async () => {
    const { order, tool, item, admin, question, yes, path } = await approvedReturn();
    const asked = await question();
    expect(asked.message).toBe(
      `Refund $110.00 to the customer's card for the return of 1 × ${tool.name}? It goes back on sale.`,
    );
    expect(asked.shown).toEqual({ cents: 11_000, refundedBefore: 0 });

    // Yes without what it was shown refunds nothing.
    const unsaid = unwrap<{ notice: string }>(await yes([]));
    expect(unsaid.status).toBe(400);
    expect(unsaid.data.notice).toBe("Confirm the refund shown on this page: nothing was refunded.");
    expect((await moved(order.id)).atStripe).toEqual([]);

    // Meanwhile $150.00 goes back another way: $70.00 is left, and the question was for $110.00.
    const goodwill = await shop.commerce.refundOrder({
      ...ADMIN_REFUND,
      orderId: order.id,
      amount: 15_000,
      by: admin.user.id,
    });
    expect(goodwill.status).toBe("refunded");
    const stale = (await yes(shownFields(asked.shown))) as Response;
    expect(stale.status).toBe(302);
    expect(stale.headers.get("Location")).toBe(`${path}?back=%2Fdashboard%2Freturns`);
    expect((await shop.returns.getReturn(item.id))?.status).toBe("approved");
    expect((await moved(order.id)).atStripe).toEqual([15_000]);

    const now = await question();
    expect(now.message).toBe(
      `Refund $70.00, what is left of the return of 1 × ${tool.name}, to the customer's card? It goes back on sale.`,
    );
    expect(now.shown).toEqual({ cents: 7_000, refundedBefore: 15_000 });
    // Yes, twice at once (a double click, a second tab): one receipt, one refund.
    const answers = await Promise.all([yes(shownFields(now.shown)), yes(shownFields(now.shown))]);
    for (const answer of answers) expect((answer as Response).status).toBe(302);
    expect((await shop.returns.getReturn(item.id))?.status).toBe("received");
    const after = await moved(order.id);
    expect(after.refunded).toBe(22_000);
    expect(after.atStripe).toEqual([15_000, 7_000]);
  });
});
